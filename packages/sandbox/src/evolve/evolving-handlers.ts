// Wraps the API handlers so their answers evolve (evolve-body.ts) for every request when the sandbox runs
// with `evolve`, or for requests marked by `Sandbox-Simulate: evolve`. A list filtered on a field whose value
// evolved leaves that item out, as a service holding the new value would: filters and answers stay consistent,
// and a page left empty reads on to the next, so no empty page carries a cursor.
import type { Handlers } from '@ausd/express';
import { operations } from '@ausd/express/operations';
import type { HandlerInput, HandlerResult } from '@ausd/express/runtime/types';
import { valuesAtField } from '@ausd/contract-model/field-path';
import type { OperationSpec } from '@ausd/express/runtime/operation';
import type { EvolutionShape } from '../generated/evolution.js';
import { evolveBody, itemShape } from './evolve-body.js';
import { isEvolving } from './evolving-request.js';

function withoutItemsFilteredAway(
  operationId: string,
  query: Record<string, unknown>,
  before: unknown,
  after: unknown,
): unknown {
  const spec: OperationSpec = operations[operationId as keyof typeof operations];
  const itemsField = spec.pagination?.itemsField;
  if (itemsField === undefined || typeof after !== 'object' || after === null || !(itemsField in after)) return after;
  const fields = spec.parameters.flatMap((parameter) =>
    parameter.filter !== undefined && query[parameter.name] !== undefined ? [parameter.filter.field] : [],
  );
  if (fields.length === 0) return after;
  const original = (before as Record<string, unknown[]>)[itemsField] ?? [];
  const evolved = (after as Record<string, unknown[]>)[itemsField] ?? [];
  const kept = evolved.filter((item, index) =>
    fields.every(
      (field) => JSON.stringify(valuesAtField(item, field)) === JSON.stringify(valuesAtField(original[index], field)),
    ),
  );
  return { ...(after as object), [itemsField]: kept };
}

/**
 * Where the contract leaves an answer unspecified (getRoute's body), it evolves like the items of the list
 * operation of the same tag, so a resource reads the same from its list and by id.
 */
function listItemShapes(): Map<string, EvolutionShape> {
  const shapes = new Map<string, EvolutionShape>();
  for (const spec of Object.values(operations) as OperationSpec[]) {
    const shape = spec.pagination && itemShape(spec.operationId, spec.pagination.itemsField);
    if (shape !== undefined) shapes.set(spec.tag, shape);
  }
  return shapes;
}

export function evolvingHandlers<Principal>(handlers: Handlers<Principal>, always: boolean): Handlers<Principal> {
  const itemShapes = listItemShapes();
  const wrapped = Object.entries(handlers).map(([operationId, handler]) => {
    const tag = (operations[operationId as keyof typeof operations] as OperationSpec).tag;
    const call = handler as (input: HandlerInput<Principal>) => Promise<HandlerResult>;
    const pagination = (operations[operationId as keyof typeof operations] as OperationSpec).pagination;
    const evolving = async (input: HandlerInput<Principal>): Promise<HandlerResult> => {
      let page = input;
      for (;;) {
        const result = (await call(page)) as HandlerResult;
        // Error answers evolve as they are written, wherever they come from (evolving-errors.ts).
        if (result.status >= 400 || (!always && !isEvolving(input.raw.res))) return result;
        const evolved = evolveBody(operationId, result.status, result.body, itemShapes.get(tag));
        const body = withoutItemsFilteredAway(operationId, input.query, result.body, evolved) as Record<
          string,
          unknown
        >;
        // A page the filter emptied while results remain reads on: the contract's cursor is null only at the end,
        // and a page with a cursor is never empty.
        const cursor = pagination && body[pagination.nextCursorField];
        const empty = pagination !== undefined && (body[pagination.itemsField] as unknown[] | undefined)?.length === 0;
        if (!empty || typeof cursor !== 'string') return { ...result, body };
        page = { ...page, query: { ...page.query, [pagination.cursorParam]: cursor } };
      }
    };
    return [operationId, evolving];
  });
  return Object.fromEntries(wrapped) as unknown as Handlers<Principal>;
}

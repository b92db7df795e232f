// Evolution mode as a stage of the API router: every answer of an evolving request (all requests with `evolve`, or
// those `Sandbox-Simulate: evolve` marked) is rewritten along the contract (evolve-body.ts), whoever gave it: the
// handler, the router's own refusals (validation, credentials), a simulated failure. A list filtered on a field whose
// value evolved leaves that item out, as a service holding the new value would: filters and answers stay consistent,
// and a page left empty reads on to the next, so no empty page carries a cursor.
import type { ApiStage, ResultContext } from '@ausd/express';
import { operations } from '@ausd/contract-facts/operations';
import type { HandlerResult } from '@ausd/express/internal';
import { valuesAtField } from '@ausd/contract-model/field-path';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Principal } from '../auth/authenticate.js';
import type { EvolutionShape } from '../generated/evolution.js';
import { evolveBody, itemShape } from './evolve-body.js';
import { isEvolving } from './evolving-request.js';

function withoutItemsFilteredAway(
  spec: OperationSpec,
  query: Record<string, unknown>,
  before: unknown,
  after: unknown,
): unknown {
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

/** A handler's success answer evolved; a page the filter emptied while results remain reads on. */
async function evolvedSuccess(
  context: ResultContext<Principal>,
  first: HandlerResult,
  unspecified: EvolutionShape | undefined,
): Promise<HandlerResult> {
  const { operation: spec, callHandler } = context;
  const pagination = spec.pagination;
  let input = context.input;
  let result = first;
  for (;;) {
    const evolved = evolveBody(spec.operationId, result.status, result.body, unspecified);
    if (input === undefined || result.status >= 400) return { ...result, body: evolved };
    const body = withoutItemsFilteredAway(spec, input.query, result.body, evolved) as Record<string, unknown>;
    // The contract's cursor is null only at the end, and a page with a cursor is never empty.
    const cursor = pagination && body[pagination.nextCursorField];
    const empty = pagination !== undefined && (body[pagination.itemsField] as unknown[] | undefined)?.length === 0;
    if (!empty || typeof cursor !== 'string' || callHandler === undefined) return { ...result, body };
    input = { ...input, query: { ...input.query, [pagination.cursorParam]: cursor } };
    result = await callHandler(input);
  }
}

export function evolutionStage(always: boolean): ApiStage<Principal> {
  const itemShapes = listItemShapes();
  return {
    name: 'evolution',
    async onResult(context, result) {
      if (!always && !isEvolving(context.raw.res)) return result;
      const { operation } = context;
      if (result.status >= 400)
        return { ...result, body: evolveBody(operation.operationId, result.status, result.body) };
      return evolvedSuccess(context, result, itemShapes.get(operation.tag));
    },
  };
}

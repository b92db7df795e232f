// Ids that point at another resource resolve: a property the contract marks with `x-references` ({operationId,
// field}) holds, when not null, the `field` of an item the referenced list returns (a counterparty's `accountId` is
// an account of the organization, a route's `to.accountId` a registered account). Both lists are the reference
// walks the other checks share, so the join costs no extra request on a complete walk.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { valuesAtField } from '@ausd/contract-model/field-path';
import type { ScenarioCheck } from '../check-helpers/check.js';
import { deref, responseBodySchema, type Contract, type JsonSchema } from '../contract/contract.js';
import { isList } from '../contract/operations.js';
import { pageOf } from '../run/walk.js';
import { extensionsOf, type Reference as ReferenceDeclaration } from '@ausd/contract-model/extensions';

/** An `x-references` found in a list item, with where. */
export interface Reference extends ReferenceDeclaration {
  /** Dotted field path inside a list item (`[]` steps into list elements), as `x-filter` fields are written. */
  path: string;
}

const memo = new WeakMap<Contract, Map<string, Reference[]>>();

/** The `x-references` an operation's list items carry, found by walking the item schema. */
export function itemReferences(contract: Contract, op: OperationSpec): Reference[] {
  const perContract = memo.get(contract) ?? new Map<string, Reference[]>();
  memo.set(contract, perContract);
  const known = perContract.get(op.operationId);
  if (known) return known;
  const found = new Map<string, Reference>();
  const visit = (node: unknown, path: string, seen: ReadonlySet<unknown>) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    const here = node as JsonSchema;
    const marked = extensionsOf('schema', here).references;
    if (marked)
      found.set(`${path}→${marked.operationId}`, { path, operationId: marked.operationId, field: marked.field });
    const schema = deref(contract, here);
    const next = new Set(seen).add(node).add(schema);
    const properties = (schema.properties ?? {}) as JsonSchema;
    for (const [name, property] of Object.entries(properties)) visit(property, path ? `${path}.${name}` : name, next);
    if (schema.items) visit(schema.items, `${path}[]`, next);
    for (const keyword of ['allOf', 'oneOf', 'anyOf'])
      for (const branch of (schema[keyword] as unknown[] | undefined) ?? []) visit(branch, path, next);
    for (const keyword of ['if', 'then', 'else']) visit(schema[keyword], path, next);
  };
  const envelope = op.pagination ? responseBodySchema(contract, op, '200') : undefined;
  visit(envelope, '', new Set());
  const prefix = `${op.pagination?.itemsField}[].`;
  const references = [...found.values()]
    .filter((reference) => reference.path.startsWith(prefix))
    .map((reference) => ({ ...reference, path: reference.path.slice(prefix.length) }));
  perContract.set(op.operationId, references);
  return references;
}

const sameId = (id: unknown) => String(id).toLowerCase();

export const referencesResolve: ScenarioCheck = {
  kind: 'scenario',
  name: 'references_resolve',
  severity: 'major',
  summary:
    'Every id a list item marks as a reference (`x-references`: a counterparty `accountId`, a route `to.accountId`) is an id the referenced list returns.',
  appliesTo: (op, ctx) => isList(op) && itemReferences(ctx.contract, op).length > 0,
  async run(t, op, ctx) {
    const walk = await ctx.walker.reference(op);
    if (walk.problem) return t.fail(walk.problem.message, walk.problem.exchange);
    const references = itemReferences(ctx.contract, op);
    for (const target of new Set(references.map((reference) => reference.operationId))) {
      const list = ctx.operation(target);
      if (!list?.pagination) {
        t.fail(`x-references names ${target}, which is not a list operation of the contract`, undefined, target);
        continue;
      }
      const targetWalk = await ctx.walker.reference(list);
      if (targetWalk.problem) return t.fail(targetWalk.problem.message, targetWalk.problem.exchange);
      let checked = 0;
      let unresolved: { message: string; index: number } | undefined;
      for (const reference of references.filter((r) => r.operationId === target)) {
        const ids = new Set(targetWalk.items.flatMap((item) => valuesAtField(item, reference.field)).map(sameId));
        walk.items.forEach((item, index) => {
          for (const value of valuesAtField(item, reference.path)) {
            if (value === null || value === undefined) continue;
            checked += 1;
            if (!unresolved && !ids.has(sameId(value)))
              unresolved = {
                message: `item ${String(item.id)}: ${reference.path} ${String(value)} is not the ${reference.field} of any of the ${targetWalk.items.length} items of ${target}`,
                index,
              };
          }
        });
      }
      // A referenced list cut at the page cap may hold the id further on: only a complete walk proves it absent.
      if (unresolved && targetWalk.complete) t.fail(unresolved.message, pageOf(walk, unresolved.index), target);
      else if (unresolved)
        t.skip(`${target} is longer than the walk's page cap; the references cannot all be looked up`);
      else if (checked === 0) t.skip(`no item of ${op.operationId} carries a reference to ${target}`);
      else t.pass();
    }
  },
};

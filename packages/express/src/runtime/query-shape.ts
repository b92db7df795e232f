// What a query's text holds that some query rule could object to, found in one walk over its parameters. A rule
// names nothing in a query without the shapes it `triggers` on, so a plain query (declared names, each once, one
// range bound) runs the few rules that could refuse it instead of all of them.
import type { CompiledOperation } from '@ausd/contract-facts/compiled-operation';
import type { ParsedRawQuery } from './raw-query.js';

/** A name the operation does not declare. */
export const UNDECLARED = 1;
/** A name sent more than once. */
export const REPEATED = 2;
/** A declared name sent with an empty value. */
export const EMPTY = 4;
/** A declared list whose text, as sent, holds a percent-escape. */
export const ESCAPED_LIST = 8;
/** A declared range bound. */
export const RANGE_BOUND = 16;
/** Two or more declared range bounds, of any fields. */
export const RANGE_BOUNDS = 32;

/**
 * The shapes the plain road of a query handles (plain-query.ts): it gives up on a text holding one of the first four,
 * and counts the range bounds. An operation with a rule triggered by any other shape keeps every text on the full
 * check (compiled-operation.ts): a shape added here stays out of this list until that road handles it.
 */
export const PLAIN_ROAD_SHAPES = UNDECLARED | REPEATED | EMPTY | ESCAPED_LIST | RANGE_BOUND | RANGE_BOUNDS;

/** The union of the shapes `query` holds on `operation`; 0 for none. */
export function queryShape(operation: CompiledOperation, query: ParsedRawQuery): number {
  let shape = 0;
  for (const { name, values, encoded } of query.parameters.values()) {
    if (values.length > 1) shape |= REPEATED;
    const parameter = operation.query.get(name);
    if (parameter === undefined) {
      shape |= UNDECLARED;
      continue;
    }
    if (values.includes('')) shape |= EMPTY;
    if (parameter.kind === 'list' && encoded.some((value) => value.includes('%'))) shape |= ESCAPED_LIST;
    if (parameter.range !== undefined) shape |= shape & RANGE_BOUND ? RANGE_BOUNDS : RANGE_BOUND;
  }
  return shape;
}

// The order a list declares (`x-ordering`): by its time field in the declared direction, ties broken by the
// tie-breaker field in one consistent direction (the contract does not say which).
import type { OperationSpec, Ordering } from '@ausd/contract-facts/operation';
import type { Item } from '../run/walk.js';

/** The list's declared ordering; list operations without one are rejected by the contract lint. */
export function orderingOf(op: OperationSpec): Ordering {
  if (op.ordering === undefined) throw new Error(`${op.operationId} declares no x-ordering`);
  return op.ordering;
}

/** The time field a list is ordered by. */
export const orderField = (op: OperationSpec): string => orderingOf(op).field;

/** The index of the first item out of order, or undefined. */
export function firstOutOfOrder(
  items: readonly Item[],
  ordering: Ordering,
): { index: number; reason: string } | undefined {
  const { field, tieBreaker } = ordering;
  const sign = ordering.direction === 'descending' ? 1 : -1;
  let tieDirection = 0;
  for (let i = 1; i < items.length; i += 1) {
    const before = Date.parse(String(items[i - 1]![field]));
    const after = Date.parse(String(items[i]![field]));
    if (Number.isNaN(before) || Number.isNaN(after)) return { index: i, reason: `${field} is not a timestamp` };
    if (sign * (after - before) > 0) {
      const reason = `${field} ${items[i]![field]} after ${items[i - 1]![field]}: not ${ordering.direction}`;
      return { index: i, reason };
    }
    if (after === before) {
      const [previous, current] = [String(items[i - 1]![tieBreaker]), String(items[i]![tieBreaker])];
      const direction = Math.sign(current.localeCompare(previous));
      if (direction === 0) return { index: i, reason: `${tieBreaker} ${current} repeated` };
      if (tieDirection !== 0 && direction !== tieDirection) {
        return { index: i, reason: `ties on ${field} are not broken by ${tieBreaker} in one direction` };
      }
      tieDirection = direction;
    }
  }
  return undefined;
}

/** Items newer than everything in the reference walk: they arrived after it was taken (a live deployment keeps
 * settling), so comparisons against the reference leave them out. */
export function arrivedAfter(reference: readonly Item[], field: string): (item: Item) => boolean {
  const newest = reference.length === 0 ? Number.POSITIVE_INFINITY : Date.parse(String(reference[0]![field]));
  return (item) => Date.parse(String(item[field])) > newest;
}

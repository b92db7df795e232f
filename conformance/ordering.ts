// The order every list promises: newest first by its time field, ties broken by id (in one consistent direction).
import type { OperationSpec } from '../runtime/operation.js';
import { itemId, type Item } from './walk.js';

/** The time field a list is ordered by: its range filter's field, else `createdAt`. */
export function orderField(op: OperationSpec): string {
  return op.parameters.find((p) => p.range)?.range?.field ?? 'createdAt';
}

/** The index of the first item out of order, or -1. */
export function firstOutOfOrder(items: readonly Item[], field: string): { index: number; reason: string } | undefined {
  let tieDirection = 0;
  for (let i = 1; i < items.length; i += 1) {
    const before = Date.parse(String(items[i - 1]![field]));
    const after = Date.parse(String(items[i]![field]));
    if (Number.isNaN(before) || Number.isNaN(after)) return { index: i, reason: `${field} is not a timestamp` };
    if (after > before) return { index: i, reason: `${field} ${items[i]![field]} after ${items[i - 1]![field]}: not newest first` };
    if (after === before) {
      const direction = Math.sign(itemId(items[i]!).localeCompare(itemId(items[i - 1]!)));
      if (direction === 0) return { index: i, reason: `id ${itemId(items[i]!)} repeated` };
      if (tieDirection !== 0 && direction !== tieDirection) return { index: i, reason: `ties on ${field} are not broken by id in one direction` };
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

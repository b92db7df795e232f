// One page of a list per tool call, within a byte budget. A page larger than the budget is asked for again with
// the limit its leading items fit in, so the answer keeps the API's own `nextCursor` (a cursor is opaque: the
// server never makes one up) and the next call continues right after the last item shown.

export interface PageFields {
  limitParam: string;
  itemsField: string;
}

export interface FittedPage {
  page: Record<string, unknown>;
  /** Present when the page was cut: how many items were asked for, how many fit. */
  cut?: { asked: number; returned: number; budgetBytes: number };
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The number of leading items whose page stays within `budget` bytes; at least one. */
function itemsWithin(page: Record<string, unknown>, fields: PageFields, budget: number): number {
  const items = page[fields.itemsField] as unknown[];
  let size = bytes({ ...page, [fields.itemsField]: [] });
  let count = 0;
  for (const item of items) {
    size += bytes(item) + (count > 0 ? 1 : 0);
    if (size > budget) break;
    count++;
  }
  return Math.max(count, 1);
}

export async function fittedPage(
  fetchPage: (query: Record<string, unknown>) => Promise<Record<string, unknown>>,
  query: Record<string, unknown>,
  fields: PageFields,
  budget: number,
): Promise<FittedPage> {
  const page = await fetchPage(query);
  if (bytes(page) <= budget) return { page };
  const asked = (page[fields.itemsField] as unknown[]).length;
  const fit = itemsWithin(page, fields, budget);
  const smaller = await fetchPage({ ...query, [fields.limitParam]: fit });
  return {
    page: smaller,
    cut: { asked, returned: (smaller[fields.itemsField] as unknown[]).length, budgetBytes: budget },
  };
}

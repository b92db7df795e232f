// The list checks that recorded traffic can prove without a new request, under the names of the live checks they
// are the offline part of: each page in its declared order (`ordering`), each item of a filtered page satisfying
// the filters sent (`filter_semantics`), and each cursor chain present in the file (pages linked by the cursor a
// page handed out) visiting no item twice, in order across its pages and without a repeated cursor
// (`pagination_chain`).
import type { OperationSpec, ParameterSpec } from '@ausd/contract-facts/operation';
import type { Severity } from '../check-helpers/check.js';
import type { Exchange } from '../http/exchange.js';
import { hasSelector, matches, selected } from '../contract/filters.js';
import { firstOutOfOrder, orderingOf } from '../contract/ordering.js';
import type { ResultBook } from '../report/results.js';
import { itemId, type Item } from '../run/walk.js';

export interface RecordedCheck {
  name: string;
  severity: Severity;
  summary: string;
}

export const recordedChecks: readonly RecordedCheck[] = [
  {
    name: 'pagination_chain',
    severity: 'major',
    summary:
      'Each cursor chain in the recording (a page, then the page its nextCursor asked for) repeats no item and no cursor, and keeps the order across pages.',
  },
  {
    name: 'ordering',
    severity: 'major',
    summary: 'Each recorded list page follows the declared x-ordering (newest first, ties by id).',
  },
  {
    name: 'filter_semantics',
    severity: 'major',
    summary: 'Each item of a recorded filtered page satisfies every filter and range bound the request sent.',
  },
];

interface Page {
  exchange: Exchange;
  op: OperationSpec;
  items: Item[];
  cursor?: string;
  next: string | null;
  /** The operation and the query without the cursor: pages of one chain share it. */
  key: string;
}

function pageOf(exchange: Exchange, op: OperationSpec | undefined): Page | undefined {
  const paging = op?.pagination;
  if (!op || !paging || exchange.response?.status !== 200) return undefined;
  const body = exchange.response.json as Record<string, unknown> | undefined;
  const items = body?.[paging.itemsField];
  const next = body?.[paging.nextCursorField];
  if (!Array.isArray(items) || (next !== null && typeof next !== 'string')) return undefined;
  const query = exchange.spec.query ?? [];
  const cursors = query.filter(([name]) => name === paging.cursorParam).map(([, value]) => value);
  const rest = query.filter(([name]) => name !== paging.cursorParam).map((pair) => pair.join('='));
  return {
    exchange,
    op,
    items: items.filter((item): item is Item => item !== null && typeof item === 'object'),
    ...(cursors.length === 1 ? { cursor: cursors[0]! } : {}),
    next,
    key: JSON.stringify([op.operationId, exchange.spec.credential, [...rest].sort()]),
  };
}

function checkPageOrder(page: Page, book: ResultBook): void {
  if (page.items.length < 2) return;
  const wrong = firstOutOfOrder(page.items, orderingOf(page.op));
  if (wrong) book.fail('ordering', page.op.operationId, `item ${wrong.index}: ${wrong.reason}`, page.exchange);
  else book.pass('ordering', page.op.operationId);
}

function checkPageFilters(page: Page, book: ResultBook): void {
  const sent = (page.exchange.spec.query ?? []).flatMap(([name, value]) => {
    const parameter = page.op.parameters.find((p) => p.in === 'query' && p.name === name);
    return parameter && hasSelector(parameter) ? [[parameter, value] as const] : [];
  });
  if (sent.length === 0) return;
  const stray = page.items.find((item) => !sent.every(([parameter, value]) => matches(item, parameter, value)));
  if (!stray) return book.pass('filter_semantics', page.op.operationId);
  const valueOf = (parameter: ParameterSpec) =>
    parameter.range ? String(stray[parameter.range.field]) : selected(stray, parameter).join('|') || 'absent';
  const shown = sent.map(([p, v]) => `${p.name}=${v} but ${p.range?.field ?? p.name}=${valueOf(p)}`).join(', ');
  book.fail(
    'filter_semantics',
    page.op.operationId,
    `returned item ${itemId(stray)} does not satisfy the filter (${shown})`,
    page.exchange,
    sent.map(([p]) => p.name).join(','),
  );
}

/** Pages linked by cursor, in file order: a page asking for a cursor follows the open chain that handed it out. */
function chainsOf(pages: readonly Page[]): Page[][] {
  const chains: Page[][] = [];
  for (const page of pages) {
    const chain =
      page.cursor === undefined
        ? undefined
        : chains.find((candidate) => {
            const tail = candidate.at(-1)!;
            return tail.key === page.key && tail.next === page.cursor;
          });
    if (chain) chain.push(page);
    else chains.push([page]);
  }
  return chains.filter((chain) => chain.length > 1);
}

function checkChain(chain: readonly Page[], book: ResultBook): void {
  const { op } = chain[0]!;
  const seen = new Map<string, number>();
  const cursors = new Set<string>();
  for (const [index, page] of chain.entries()) {
    if (page.next !== null && cursors.has(page.next))
      return book.fail(
        'pagination_chain',
        op.operationId,
        `cursor repeated on page ${index + 1} of a recorded chain: the chain loops`,
        page.exchange,
        'nextCursor',
      );
    if (page.next !== null) cursors.add(page.next);
    for (const item of page.items) {
      const first = seen.get(itemId(item));
      if (first !== undefined)
        return book.fail(
          'pagination_chain',
          op.operationId,
          `item ${itemId(item)} appears on page ${first + 1} and again on page ${index + 1} of a recorded chain`,
          page.exchange,
          'nextCursor',
        );
      seen.set(itemId(item), index);
    }
  }
  const items = chain.flatMap((page) => page.items);
  const wrong = firstOutOfOrder(items, orderingOf(op));
  if (wrong) {
    let end = 0;
    const carrier = chain.find((page) => (end += page.items.length) > wrong.index) ?? chain.at(-1)!;
    return book.fail(
      'pagination_chain',
      op.operationId,
      `across the pages of a recorded chain, item ${wrong.index}: ${wrong.reason}`,
      carrier.exchange,
      'nextCursor',
    );
  }
  book.pass('pagination_chain', op.operationId);
}

/** Every recorded check over the exchanges, in file order; `chosen` says which checks the run keeps. */
export function runRecordedChecks(
  exchanges: readonly Exchange[],
  operation: (id: string) => OperationSpec | undefined,
  book: ResultBook,
  chosen: (check: string, operationId: string) => boolean,
): void {
  const pages = exchanges.flatMap((exchange) => {
    const page = pageOf(exchange, exchange.spec.operationId ? operation(exchange.spec.operationId) : undefined);
    return page ? [page] : [];
  });
  for (const page of pages) {
    if (chosen('ordering', page.op.operationId)) checkPageOrder(page, book);
    if (chosen('filter_semantics', page.op.operationId)) checkPageFilters(page, book);
  }
  for (const chain of chainsOf(pages))
    if (chosen('pagination_chain', chain[0]!.op.operationId)) checkChain(chain, book);
}

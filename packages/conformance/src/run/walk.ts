// Follows a list's cursor chain. Walks are memoised per (operation, query, limit, credential) so the ordering,
// pagination and filter checks share one reference walk instead of each paying for it.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { pageLimits, type Contract, type PageLimits } from '../contract/contract.js';
import type { ConformanceHttp } from '../http/client.js';
import type { Credential, Exchange, QueryPairs } from '../http/exchange.js';

export type Item = Record<string, unknown>;

export interface Walk {
  items: Item[];
  pages: Exchange[];
  /** Items per page, parallel to `pages`. */
  pageSizes: number[];
  /** True when the chain ended with a null cursor. */
  complete: boolean;
  /** Why the walk stopped early: a non-200 page, an unreadable envelope or a cursor loop. */
  problem?: { message: string; exchange: Exchange };
}

export interface WalkRequest {
  query?: QueryPairs;
  limit?: number;
  credential?: Credential;
  maxPages?: number;
}

const DEFAULT_MAX_PAGES = 40;

export class ListWalker {
  private readonly memo = new Map<string, Promise<Walk>>();

  constructor(
    private readonly http: ConformanceHttp,
    private readonly contract: Contract,
    /** Most pages any walk follows; longer lists are checked on their first pages only. */
    private readonly pageCap = DEFAULT_MAX_PAGES,
  ) {}

  /** limit bounds from the limit parameter's schema. */
  limits(op: OperationSpec): PageLimits {
    return pageLimits(this.contract, op);
  }

  /** The whole list at the largest page size: what every other walk is compared against. */
  reference(op: OperationSpec, query: QueryPairs = [], credential: Credential = 'session'): Promise<Walk> {
    return this.walk(op, { query, limit: this.limits(op).max, credential });
  }

  walk(op: OperationSpec, request: WalkRequest): Promise<Walk> {
    const key = JSON.stringify([
      op.operationId,
      request.query ?? [],
      request.limit ?? null,
      request.credential ?? 'session',
      Math.min(request.maxPages ?? this.pageCap, this.pageCap),
    ]);
    let walk = this.memo.get(key);
    if (!walk) {
      walk = this.follow(op, request);
      this.memo.set(key, walk);
      walk.catch(() => this.memo.delete(key));
    }
    return walk;
  }

  private async follow(op: OperationSpec, request: WalkRequest): Promise<Walk> {
    const paging = op.pagination!;
    const walk: Walk = { items: [], pages: [], pageSizes: [], complete: false };
    const seenCursors = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < Math.min(request.maxPages ?? this.pageCap, this.pageCap); page += 1) {
      const query: Array<readonly [string, string]> = [...(request.query ?? [])];
      if (request.limit !== undefined) query.push([paging.limitParam, String(request.limit)]);
      if (cursor !== undefined) query.push([paging.cursorParam, cursor]);
      const exchange = await this.http.send({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        query,
        credential: request.credential ?? 'session',
      });
      walk.pages.push(exchange);
      const body = exchange.response?.json as Item | undefined;
      const items = body?.[paging.itemsField];
      const next = body?.[paging.nextCursorField];
      if (exchange.response?.status !== 200 || !Array.isArray(items) || (next !== null && typeof next !== 'string')) {
        walk.problem = { message: `page ${page + 1} was not a 200 list envelope`, exchange };
        return walk;
      }
      walk.items.push(...(items as Item[]));
      walk.pageSizes.push(items.length);
      if (next === null) {
        walk.complete = true;
        return walk;
      }
      if (seenCursors.has(next)) {
        walk.problem = { message: `cursor repeated on page ${page + 1}: the chain loops`, exchange };
        return walk;
      }
      seenCursors.add(next);
      cursor = next;
    }
    return walk;
  }
}

export const itemId = (item: Item): string => String(item.id);

/** The page exchange that carried the item at `index` of a walk. */
export function pageOf(walk: Walk, index: number): Exchange | undefined {
  let end = 0;
  for (const [page, size] of walk.pageSizes.entries()) {
    end += size;
    if (index < end) return walk.pages[page];
  }
  return walk.pages.at(-1);
}

// The WHERE clause shared by the list operations: tenancy, a time range on the sort column and the keyset
// position, all in terms the listing indexes `(organization_id, <time> DESC, id DESC)` can seek on.
import type { Position } from './cursor.js';

export interface TimeRange {
  gt?: Date;
  gte?: Date;
  lt?: Date;
  lte?: Date;
}

export class ListingQuery {
  readonly clauses: string[] = [];
  readonly values: unknown[] = [];

  constructor(
    organizationId: string,
    private readonly timeColumn: string,
  ) {
    this.where('organization_id = ?', organizationId);
  }

  where(clause: string, ...values: unknown[]): this {
    this.clauses.push(clause);
    this.values.push(...values);
    return this;
  }

  whereIn(column: string, values: readonly string[] | undefined): this {
    if (values === undefined) return this;
    return this.where(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  }

  range(range: TimeRange | undefined): this {
    if (range === undefined) return this;
    const c = this.timeColumn;
    if (range.gt) this.where(`${c} > ?`, range.gt.toISOString());
    if (range.gte) this.where(`${c} >= ?`, range.gte.toISOString());
    if (range.lt) this.where(`${c} < ?`, range.lt.toISOString());
    if (range.lte) this.where(`${c} <= ?`, range.lte.toISOString());
    return this;
  }

  after(position: Position | undefined): this {
    if (position === undefined) return this;
    return this.where(`(${this.timeColumn}, id) < (?, ?)`, position.at, position.id);
  }

  /** `SELECT … ORDER BY <time> DESC, id DESC LIMIT limit + 1` (one extra row tells whether a next page exists). */
  sql(select: string, limit: number): { sql: string; values: unknown[] } {
    return {
      sql: `${select} WHERE ${this.clauses.join(' AND ')} ORDER BY ${this.timeColumn} DESC, id DESC LIMIT ?`,
      values: [...this.values, limit + 1],
    };
  }
}

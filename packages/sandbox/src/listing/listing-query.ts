// The SQL of a list operation, built from what the contract declares for it (generated/operations.ts): each
// `x-filter` becomes a condition by its match kind, each `x-range` a bound, `x-ordering` the ORDER BY and the
// keyset position. The only thing a list states by hand is where the store keeps each declared field
// (`Columns`), typed so that a filter, bound or ordering field added to or removed from the contract fails the
// type-check until the list maps exactly the declared fields.
import type {
  FilterDeclaration,
  FilterMatch,
  ListField,
  OperationSpec,
  Ordering,
} from '@ausd/contract-facts/operation';
import { sql, type RawBuilder } from 'kysely';
import type { Page } from '../core/api-types.js';
import type { TenantContext } from '../tenancy/context.js';
import { decodeCursor, toPage, type Position } from './cursor.js';
import { inList } from '../store/engine-sql.js';
import type { Store } from '../store/open-store.js';

/**
 * Where an item field lives: a column of the listed table, or a column of a child table whose `key` column
 * holds the item's id (one row per element of a list field, e.g. a wallet's networks).
 */
export type Column = string | { table: string; key: string; column: string };

/** One column per field the operation's contract names; a missing or an extra field does not compile. */
export type Columns<O extends OperationSpec> = Readonly<Record<ListField<O>, Column>>;

/**
 * The stored values a filter selects, per `x-filter` match kind: a kind the vocabulary adds fails the type-check
 * here until the sandbox implements it. Ids are stored lower-case, so `same-id` compares lower-case values.
 */
const wantedValues = {
  equals: (value) => [value],
  'any-of': (value) => value as readonly unknown[],
  'same-id': (value) => [String(value).toLowerCase()],
} satisfies Record<FilterMatch, (value: unknown) => readonly unknown[]>;

/** A list operation's handler: one page of the tenant's items of the kinds its key reads, as `query` asks. */
export type ListPage<Item> = (ctx: TenantContext, query: object) => Promise<Page<Item>>;

export type ListOperation = OperationSpec & {
  ordering: Ordering;
  pagination: NonNullable<OperationSpec['pagination']>;
};

export interface TimeRange {
  gt?: Date;
  gte?: Date;
  lt?: Date;
  lte?: Date;
}

const rangeOperators: Readonly<Record<keyof TimeRange, string>> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export class ListingQuery<O extends ListOperation> {
  readonly conditions: RawBuilder<boolean>[] = [];
  private readonly limit: number;
  private readonly orderColumn: string;
  private readonly tieColumn: string;

  private readonly db: Store;

  /** Rows of `ctx`'s tenant; `query` is the handler's parsed query: filters by parameter name, ranges by field. */
  constructor(
    ctx: TenantContext,
    private readonly operation: O,
    private readonly columns: Columns<O>,
    private readonly query: object,
  ) {
    this.db = ctx.db;
    this.orderColumn = this.plainColumn(operation.ordering.field);
    this.tieColumn = this.plainColumn(operation.ordering.tieBreaker);
    this.limit = Number(this.parameter(operation.pagination.limitParam));
    this.where(sql<boolean>`organization_id = ${ctx.tenant.organizationId}`);
    for (const parameter of operation.parameters) {
      const value = this.parameter(parameter.name);
      if (parameter.filter && value !== undefined) this.filter(parameter.filter, value);
    }
    for (const field of new Set(operation.parameters.flatMap((p) => (p.range ? [p.range.field] : [])))) {
      this.range(this.plainColumn(field), this.parameter(field) as TimeRange | undefined);
    }
  }

  where(condition: RawBuilder<boolean>): this {
    this.conditions.push(condition);
    return this;
  }

  whereIn(column: string, values: readonly unknown[]): this {
    return this.where(inList(this.db, column, values));
  }

  /** Rows after the position the request's cursor names, in the declared order. */
  after(list: string): this {
    const position = decodeCursor(list, this.parameter(this.operation.pagination.cursorParam) as string | undefined);
    if (position === undefined) return this;
    const beyond = this.operation.ordering.direction === 'descending' ? '<' : '>';
    const keys = sql.join([sql.ref(this.orderColumn), sql.ref(this.tieColumn)]);
    return this.where(sql<boolean>`(${keys}) ${sql.raw(beyond)} (${position.at}, ${position.id})`);
  }

  /**
   * `SELECT * FROM <from> WHERE … ORDER BY <field>, <tie-breaker> LIMIT limit + 1` (one extra row tells whether a
   * next page exists).
   */
  async rows<Row>(from: RawBuilder<unknown>): Promise<Row[]> {
    const direction = sql.raw(this.operation.ordering.direction === 'descending' ? 'DESC' : 'ASC');
    const order = sql`${sql.ref(this.orderColumn)} ${direction}, ${sql.ref(this.tieColumn)} ${direction}`;
    const query = sql<Row>`SELECT * FROM ${from} WHERE ${sql.join(this.conditions, sql` AND `)} ORDER BY ${order} LIMIT ${this.limit + 1}`;
    return (await query.execute(this.db)).rows;
  }

  /** The page of `rows` (fetched with `sql`) and the cursor of the next one. */
  page<Row extends { id: string }, Item>(
    list: string,
    rows: Row[],
    toItem: (row: Row) => Item,
  ): { data: Item[]; nextCursor: string | null } {
    const positionOf = (row: Row): Position => {
      const cells = row as unknown as Record<string, unknown>;
      return { at: String(cells[this.orderColumn]), id: String(cells[this.tieColumn]) };
    };
    return toPage(rows, this.limit, list, positionOf, toItem);
  }

  private parameter(name: string): unknown {
    return (this.query as Record<string, unknown>)[name];
  }

  private plainColumn(field: string): string {
    const column = this.columns[field as ListField<O>];
    if (typeof column !== 'string') {
      throw new Error(`${this.operation.operationId}: ${field} must be a column of the listed table`);
    }
    return column;
  }

  private filter(filter: FilterDeclaration, value: unknown): void {
    const column = this.columns[filter.field as ListField<O>];
    const values = wantedValues[filter.match](value);
    if (typeof column === 'string') {
      this.whereIn(column, values);
    } else {
      // An item without elements (a bank account's networks) has no child rows, so it never matches.
      const inner = inList(this.db, column.column, values);
      this.where(sql<boolean>`id IN (SELECT ${sql.ref(column.key)} FROM ${sql.table(column.table)} WHERE ${inner})`);
    }
  }

  private range(column: string, range: TimeRange | undefined): void {
    if (range === undefined) return;
    for (const [name, operator] of Object.entries(rangeOperators) as [keyof TimeRange, string][]) {
      const bound = range[name];
      if (bound) this.where(sql<boolean>`${sql.ref(column)} ${sql.raw(operator)} ${bound.toISOString()}`);
    }
  }
}

// The shape of generated/operations.ts: what the runtime pieces (middleware, client, conformance runner)
// need to know about each operation, read from the contract at generate time so no runtime code restates it.

import type * as Vocabulary from './generated/extensions.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The credential an operation takes, derived from what its schemes are (`x-credential`): the long-lived API key alone
 * is the token `exchange`, a `session` token is `session`, nothing is `public`. A credential the vocabulary adds fails
 * to compile here until it is given a role. The same as the client's (test/generators/runtime-shapes.typecheck.ts).
 */
export type CredentialRole = { 'api-key': 'exchange'; session: 'session' }[Vocabulary.SchemeCredential] | 'public';

/** Where an operation is and what it takes and gives: the route part of an entry, as the client knows it too. */
export interface OperationRoute {
  operationId: string;
  method: HttpMethod;
  /** Path template as in the contract, e.g. `/v0/accounts/{accountId}`. */
  path: string;
  /** The credential it takes. */
  credential: CredentialRole;
  /** Media type of the success body (`application/json`, `text/plain`). */
  accept: string;
}

/** How a raw path or query string is parsed before schema validation. */
export type ParameterKind = 'string' | 'integer' | 'boolean' | 'list';

// The extension values an operation carries are the vocabulary's types (spec/extensions.yaml, generated into
// ../generated/extensions.ts), named as the runtime knows them: the generators copy the values as declared.

/** A dotted bound of a range filter (`x-range`): the filtered field, e.g. `initiatedAt` for `initiatedAt.gte`. */
export type RangeBound = Vocabulary.RangeBound;

/** How a filter compares the item's value with the requested ones (`x-filter.match`). */
export type FilterMatch = Vocabulary.FilterMatch;

/** `x-filter`: the dotted path of the item property the filter selects (`[]` steps into a list), and its match. */
export type FilterDeclaration = Vocabulary.Filter;

/** `x-ordering`: the item's time field a list is ordered by, its direction, and the field that breaks ties. */
export type Ordering = Vocabulary.Ordering;

/** `x-pagination`: the page parameter a list takes. */
export type PaginationRole = Vocabulary.PaginationRole;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  kind: ParameterKind;
  /** The closed set of accepted values (an enum, or the enum of a list's items). */
  values?: readonly string[];
  /** Present on the dotted bounds of a range filter (`x-range`). */
  range?: RangeBound;
  /** Present on the filters of a list operation (`x-filter`). */
  filter?: FilterDeclaration;
  /** On a path parameter: the 404 code an unknown (well-formed) id gets (`x-not-found`). */
  notFoundCode?: string;
  /** Present on a list operation's page cursor and page size (`x-pagination`). */
  pagination?: PaginationRole;
  default?: string | number | boolean;
}

export interface ResponseSpec {
  /** `application/json`, `text/plain`, or absent for an empty body. */
  contentType?: string;
  /** Response header names the contract declares, as written there (e.g. `Request-Id`). */
  headers: readonly string[];
  /** Error `code` values allowed for this status; empty for success responses. */
  codes: readonly string[];
}

/** Everything the runtime pieces know about one operation (generated/operations.ts). */
export interface OperationSpec extends OperationRoute {
  tag: string;
  /** `x-strict-query`: unknown, repeated and empty query parameters are rejected. */
  strictQuery: boolean;
  parameters: readonly ParameterSpec[];
  requestBody?: { contentType: string; required: boolean };
  /** Keyed by status code as a string (`'200'`, `'404'`). */
  responses: Readonly<Record<string, ResponseSpec>>;
  /** Present on list operations: the `{data, nextCursor}` envelope with `cursor`/`limit`. */
  pagination?: { cursorParam: string; limitParam: string; itemsField: string; nextCursorField: string };
  /** Present on list operations (`x-ordering`). */
  ordering?: Ordering;
  /**
   * Present on a create operation whose conflict names no id (`x-identity`): the body fields that identify the
   * resource, each with how it compares with the stored value.
   */
  identity?: Readonly<Vocabulary.Identity>;
}

type ParameterOf<O extends OperationSpec> = O['parameters'][number];

/** The item fields an operation's filters select, as literal types when `O` is an entry of the generated table. */
export type FilterField<O extends OperationSpec> = Extract<
  ParameterOf<O>,
  { filter: FilterDeclaration }
>['filter']['field'];

/** The item fields an operation's range bounds select. */
export type RangeField<O extends OperationSpec> = Extract<ParameterOf<O>, { range: RangeBound }>['range']['field'];

/** Every item field whose meaning a list operation's contract fixes: filter, range and ordering fields. */
export type ListField<O extends OperationSpec> =
  | FilterField<O>
  | RangeField<O>
  | (O extends { ordering: Ordering } ? O['ordering']['field'] | O['ordering']['tieBreaker'] : never);

/**
 * The answers the router gives by itself (`x-error-roles`), each carrying the code the contract assigns it: a
 * failed validation (400), a missing or failed credential (401), an unknown path (404), an unexpected failure (500).
 */
export type ErrorRole = keyof Vocabulary.ErrorRoles;

/** `x-unsupported-method`: the answer to a method a served path does not define. */
export type UnsupportedMethod = Vocabulary.UnsupportedMethod;

/** `x-query-rules`: rule id → the message the API returns for it in `context.issues`. */
export type QueryRules = Vocabulary.QueryRules;

/** A declared value as the `as const` operation table holds it: read-only all the way down. */
type Frozen<T> = T extends readonly (infer Item)[]
  ? readonly Frozen<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** `x-route-rules`: the route topologies by name and the 400 code of each way out of them. */
export type RouteRules = Frozen<Vocabulary.RouteRules>;

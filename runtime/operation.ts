// The shape of generated/operations.ts: what the runtime pieces (middleware, client, conformance runner)
// need to know about each operation, read from the contract at generate time so no runtime code restates it.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Security scheme names of the contract (`components.securitySchemes`). */
export type SecuritySchemeName = 'apiKey' | 'sessionJwt';

/** How a raw path or query string is parsed before schema validation. */
export type ParameterKind = 'string' | 'integer' | 'boolean' | 'list';

export interface RangeBound {
  /** The filtered field, e.g. `initiatedAt` for `initiatedAt.gte`. */
  field: string;
  bound: 'lower' | 'upper';
  inclusive: boolean;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  kind: ParameterKind;
  /** The closed set of accepted values (an enum, or the enum of a list's items). */
  values?: readonly string[];
  /** Present on the dotted bounds of a range filter (`x-range`). */
  range?: RangeBound;
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

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** Path template as in the contract, e.g. `/v0/accounts/{accountId}`. */
  path: string;
  tag: string;
  /** Accepted schemes (any one suffices); empty for public operations. */
  security: readonly SecuritySchemeName[];
  /** `x-strict-query`: unknown, repeated and empty query parameters are rejected. */
  strictQuery: boolean;
  parameters: readonly ParameterSpec[];
  requestBody?: { contentType: string; required: boolean };
  /** Keyed by status code as a string (`'200'`, `'404'`). */
  responses: Readonly<Record<string, ResponseSpec>>;
  /** Present on list operations: the `{data, nextCursor}` envelope with `cursor`/`limit`. */
  pagination?: { cursorParam: string; limitParam: string; itemsField: string; nextCursorField: string };
}

/** One rule of `x-query-rules`: an id the runtime switches on, and the message the API returns for it. */
export interface QueryRule {
  id: string;
  message: string;
}

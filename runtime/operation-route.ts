// The part of the operation shape (runtime/operation.ts) the client needs too: where an operation is and what
// credentials it takes, kept apart so the client package ships without the rest.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Security scheme names of the contract (`components.securitySchemes`). */
export type SecuritySchemeName = 'apiKey' | 'sessionJwt';

/**
 * Where an operation is and what it takes and gives (generated/operation-routes.ts): the part of the operation
 * table the client needs, so it ships without the rest.
 */
export interface OperationRoute {
  operationId: string;
  method: HttpMethod;
  /** Path template as in the contract, e.g. `/v0/accounts/{accountId}`. */
  path: string;
  /** Accepted schemes (any one suffices); empty for public operations. */
  security: readonly SecuritySchemeName[];
  /** Media type of the success body (`application/json`, `text/plain`). */
  accept: string;
}

/** `A` when it is assignable to `B`; used in pairs by generated code to tie a runtime shape to the contract's. */
export type Assignable<A extends B, B> = A;

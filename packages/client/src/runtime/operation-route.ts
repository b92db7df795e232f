// The part of the operation shape (runtime/operation.ts) the client needs too: where an operation is and what
// credentials it takes, kept apart so the client package ships without the rest.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The credential an operation takes, whatever the contract names its security schemes (`x-credential`):
 * `exchange` the long-lived API key (the token exchange), `session` the session token it buys, `public` none.
 */
export type CredentialRole = 'exchange' | 'session' | 'public';

/**
 * Where an operation is and what it takes and gives (generated/operation-routes.ts): the part of the operation
 * table the client needs, so it ships without the rest.
 */
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

/** `A` when it is assignable to `B`; used in pairs by generated code to tie a runtime shape to the contract's. */
export type Assignable<A extends B, B> = A;

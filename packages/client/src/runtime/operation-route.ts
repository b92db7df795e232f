// The part of the operation shape (runtime/operation.ts) the client needs too: where an operation is and what
// credentials it takes, kept apart so the client package ships without the rest.

import type { SchemeCredential } from '../generated/extensions.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The credential an operation takes, whatever the contract names its security schemes: derived from what its
 * schemes are (`x-credential`) rather than equal to it, since it is the operation's role. An operation taking the
 * long-lived API key alone is the token `exchange`, one accepting a `session` token takes that, one asking nothing is
 * `public`. A credential the vocabulary adds fails to compile here until it is given a role.
 */
export type CredentialRole = { 'api-key': 'exchange'; session: 'session' }[SchemeCredential] | 'public';

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

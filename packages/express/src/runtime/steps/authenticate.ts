// Step 2: the operation's credential checked before anything else, so an anonymous caller learns nothing about
// an operation's parameters; 401 with the reason otherwise.
import type { Request } from 'express';
import { isPending, type Awaitable } from '../awaitable.js';
import { authenticateRequest } from '../bearer-auth.js';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Authenticate, AuthResult, HandlerResult, ResultContext } from '../types.js';
import type { RouterCore } from './router-core.js';

/** Sets `context.principal`; the 401 answer when the credential does not hold. */
export function authenticate<Principal>(
  core: RouterCore<Principal>,
  verifier: Authenticate<Principal>,
  spec: OperationSpec,
  req: Request,
  context: ResultContext<Principal>,
): Awaitable<HandlerResult | undefined> {
  if (spec.credential === 'public') return undefined;
  const verdict = authenticateRequest(verifier, spec, req);
  return isPending(verdict) ? verdict.then((known) => admit(core, known, context)) : admit(core, verdict, context);
}

function admit<Principal>(
  core: RouterCore<Principal>,
  verdict: AuthResult<Principal>,
  context: ResultContext<Principal>,
): HandlerResult | undefined {
  if (!verdict.ok) return core.errorResult(401, core.contract.errorRoles.unauthenticated, { reason: verdict.reason });
  context.principal = verdict.principal;
  return undefined;
}

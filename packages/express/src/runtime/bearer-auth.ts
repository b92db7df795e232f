// The auth hook: operations that are not public need `Authorization: Bearer <credential>`; the app decides what
// the credential is worth for the credential role the operation takes (the API key or a session).
// `missing_header` means no Bearer header at all; a Bearer header that is malformed or ambiguous (sent twice)
// is `invalid_token`, before the app is asked.
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { coreReasons, type Authenticate, type AuthResult } from './types.js';

const BEARER_SCHEME = /^Bearer(?: |$)/i;
// RFC 6750 b64token after a case-insensitive `Bearer` and one or more spaces.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export const MISSING_HEADER = coreReasons.missingHeader;
export const INVALID_TOKEN = coreReasons.invalidToken;

export type BearerCredential = { credential: string } | { refusal: typeof MISSING_HEADER | typeof INVALID_TOKEN };

/** Every `Authorization` header as sent (Node keeps only the first in `req.headers`). */
function authorizationHeaders(req: IncomingMessage): string[] {
  const headers: string[] = [];
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]!.toLowerCase() === 'authorization') headers.push(req.rawHeaders[index + 1]!);
  }
  return headers;
}

export function bearerCredential(req: IncomingMessage): BearerCredential {
  const headers = authorizationHeaders(req);
  const bearers = headers.filter((header) => BEARER_SCHEME.test(header));
  if (bearers.length === 0) return { refusal: MISSING_HEADER };
  if (headers.length > 1) return { refusal: INVALID_TOKEN };
  const credential = BEARER.exec(bearers[0]!)?.[1];
  return credential === undefined ? { refusal: INVALID_TOKEN } : { credential };
}

/** The refusal at once when the header decides it, else what the app's `authenticate` answers. */
export function authenticateRequest<Principal>(
  authenticate: Authenticate<Principal>,
  operation: OperationSpec,
  req: Request,
): AuthResult<Principal> | Promise<AuthResult<Principal>> {
  const bearer = bearerCredential(req);
  if ('refusal' in bearer) return { ok: false, reason: bearer.refusal };
  if (operation.credential === 'public') return { ok: false, reason: MISSING_HEADER };
  return authenticate({ role: operation.credential, credential: bearer.credential, operation, req });
}

/**
 * The caller a bearer credential presented to a public operation names, when it verifies as a session; undefined
 * otherwise. Public operations are not authenticated: this runs only when a stage asks (`identifyCaller`).
 */
export async function identifyPublicCaller<Principal>(
  authenticate: Authenticate<Principal>,
  operation: OperationSpec,
  req: Request,
): Promise<Principal | undefined> {
  const bearer = bearerCredential(req);
  if ('refusal' in bearer) return undefined;
  const verdict = await authenticate({ role: 'session', credential: bearer.credential, operation, req });
  return verdict.ok ? verdict.principal : undefined;
}

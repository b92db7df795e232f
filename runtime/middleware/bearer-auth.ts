// The auth hook: operations with `security` need `Authorization: Bearer <credential>`; the app decides what
// the credential is worth. Any one accepted scheme suffices; the last refusal's reason is reported.
import type { Request } from 'express';
import type { OperationSpec } from '../operation.js';
import type { Authenticate, AuthResult } from './types.js';

// RFC 6750 b64token after a case-insensitive `Bearer` and one or more spaces.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export const MISSING_HEADER = 'missing_header';

export function bearerCredential(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1];
}

export async function authenticateRequest<Principal>(
  authenticate: Authenticate<Principal>,
  operation: OperationSpec,
  req: Request,
): Promise<AuthResult<Principal>> {
  const credential = bearerCredential(req.headers.authorization);
  if (credential === undefined) return { ok: false, reason: MISSING_HEADER };
  let refusal: AuthResult<Principal> = { ok: false, reason: MISSING_HEADER };
  for (const scheme of operation.security) {
    const result = await authenticate({ scheme, credential, operation, req });
    if (result.ok) return result;
    refusal = result;
  }
  return refusal;
}

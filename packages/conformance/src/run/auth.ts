// Forged credentials for the authentication checks, built from the run's real session token, and the request
// each authenticated operation is probed with.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { RunContext } from '../check-helpers/check.js';
import { validExamples } from '../cases/body.js';
import { freshUuid } from '../cases/values.js';
import { fillPath, type Credential, type RequestSpec } from '../http/exchange.js';
import { isRead, pathParameters, usesSession } from '../contract/operations.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The real token with one claim changed and the original signature kept. */
export function tamperedToken(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = decode(payload);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return `${header}.${b64({ ...claims, sub: `${sub}-tampered` })}.${signature}`;
}

/** The real claims, unsigned, declaring `alg: none`. */
export function unsignedToken(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
}

/** Operations the auth checks probe: every session operation; writes only when writes are allowed. */
export function authProbeApplies(op: OperationSpec, ctx: RunContext): boolean | string {
  if (!usesSession(op)) return false;
  return isRead(op) || ctx.allowWrites || 'a server ignoring auth would write; needs --allow-writes';
}

export function authProbe(op: OperationSpec, ctx: RunContext, credential: Credential): RequestSpec {
  const path = fillPath(op.path, Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()])));
  const body = isRead(op) ? undefined : validExamples(ctx.contract, op)[0];
  return { operationId: op.operationId, method: op.method, path, credential, ...(body === undefined ? {} : { body }) };
}

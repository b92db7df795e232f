// Permissive CORS on the public metrics endpoints (the contract's operations that need no credentials): any origin
// may read them (429s included, so the header is set before rate limiting), and their preflight requests are
// answered after rate limiting ("rate limiting applies equally"). Any other path goes on to the API router and
// its 404, with the CORS header still on it when the path lies under the public operations' common prefix (a
// browser reading a mistyped metrics path sees the 404, not a CORS failure).
import type { NextFunction, Request, Response } from 'express';
import { operations, requestIdHeader } from '@ausd/contract-facts/operations';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { assignRequestId } from '@ausd/express/internal';
import { underCommonPrefix } from './path-prefix.js';

/** Paths of the operations that need no credentials, with the methods they take. */
const publicMethods = new Map<string, string[]>();
for (const spec of Object.values(operations) as OperationSpec[]) {
  if (spec.credential !== 'public') continue;
  publicMethods.set(spec.path, [...(publicMethods.get(spec.path) ?? []), spec.method.toUpperCase()]);
}

const pathOf = (url: string) => url.split('?')[0]!;

/** Under the path segments every public operation's path starts with (`/v0/metrics`). */
const underPublicPrefix = underCommonPrefix([...publicMethods.keys()]);

export function metricsAllowOrigin(req: Request, res: Response, next: NextFunction): void {
  if (underPublicPrefix(pathOf(req.url))) res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

export function metricsPreflight(req: Request, res: Response, next: NextFunction): void {
  const methods = publicMethods.get(pathOf(req.url));
  if (req.method !== 'OPTIONS' || methods === undefined) return next();
  assignRequestId(req, res, requestIdHeader);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', [...methods, 'OPTIONS'].join(', '));
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '86400');
  res.statusCode = 204;
  res.end();
}

// Permissive CORS on the public metrics endpoints: any origin may read them, and preflight requests are
// answered here (the API router only knows GET on these paths).
import type { NextFunction, Request, Response } from 'express';
import { requestIdFor } from '../../runtime/middleware/request-id.js';

const METRICS_PATH = /^\/v0\/metrics(\/|$|\?)/;

export function metricsCors(req: Request, res: Response, next: NextFunction): void {
  if (!METRICS_PATH.test(req.url)) return next();
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Request-Id', requestIdFor(req.headers['request-id']));
  res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '86400');
  res.statusCode = 204;
  res.end();
}

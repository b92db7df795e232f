// Error answers in evolution mode: wherever they come from (the router's validation, credential and method
// answers, a handler's problem, a simulated failure), an evolving request's error body is rewritten like any
// answer (evolve-body.ts: a reworded `message`, the contract's `x-may-change: wording`) as it is written. Mounted in
// front of the API router; success bodies evolve in the handlers (evolving-handlers.ts).
import type { NextFunction, Request, Response } from 'express';
import { operationOf } from '../http/operation-of.js';
import { rewriteJson } from '../http/rewrite-json.js';
import { evolveBody } from './evolve-body.js';
import { isEvolving } from './evolving-request.js';

export function evolvingErrors(always: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Only a request carrying the header can be marked evolving: the others pass without a route lookup.
    if (!always && req.headers['sandbox-simulate'] === undefined) return next();
    const spec = operationOf(req.method, req.path);
    if (spec !== undefined) {
      rewriteJson(
        res,
        (body) => evolveBody(spec.operationId, res.statusCode, body),
        () => res.statusCode >= 400 && (always || isEvolving(res)),
      );
    }
    next();
  };
}

// Error answers in evolution mode: wherever they come from (the router's validation, credential and method
// answers, a handler's problem, a simulated failure), an evolving request's error body is rewritten like any
// answer (evolve-body.ts: a reworded `message`, the contract's `x-may-change: wording`) as it is written. Mounted in
// front of the API router; success bodies evolve in the handlers (evolving-handlers.ts).
import type { NextFunction, Request, Response } from 'express';
import { operationValidators } from '../../generated/validators.js';
import { operationOf } from '../http/operation-of.js';
import { evolveBody } from './evolve-body.js';
import { isEvolving } from './evolving-request.js';

type Validators = Record<string, { responses: Record<string, ((data: unknown) => boolean) | undefined> }>;

export function evolvingErrors(always: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const spec = operationOf(req.method, req.path);
    if (spec === undefined) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const json = String(res.getHeader('content-type') ?? '').startsWith('application/json');
      const validate = (operationValidators as unknown as Validators)[spec.operationId]?.responses[res.statusCode];
      if (res.statusCode < 400 || !json || typeof chunk !== 'string' || validate === undefined)
        return end(chunk, ...rest);
      if (!always && !isEvolving(res)) return end(chunk, ...rest);
      return end(JSON.stringify(evolveBody(spec.operationId, res.statusCode, JSON.parse(chunk), validate)), ...rest);
    }) as Response['end'];
    next();
  };
}

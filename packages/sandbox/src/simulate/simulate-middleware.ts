// Honours `Sandbox-Simulate` on requests to the contract's operations: after the caller authenticated (an
// unauthenticated request is left to the API router's 401), it waits, drops the connection or answers with a
// documented error instead of doing the work, for the first `times` matching requests. `evolve` only marks the
// request for the evolving answer (sandbox/evolve/).
import type { KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_BODY_LIMIT } from '@ausd/express/runtime/api-router';
import { bearerCredential } from '@ausd/express/runtime/bearer-auth';
import { requestIdHeader } from '@ausd/express/operations';
import { requestIdFor } from '@ausd/express/runtime/request-id';
import type { OperationSpec } from '@ausd/express/runtime/operation';
import { authenticateApiKey, authenticateSession } from '../auth/authenticate.js';
import type { SandboxContext } from '../context.js';
import { errorResponder } from '../http/error-results.js';
import { operationOf } from '../http/operation-of.js';
import { markEvolving } from '../evolve/evolving-request.js';
import { parseSimulateHeader } from './simulate-header.js';
import { simulatedFailure } from './simulated-failure.js';
import { anonymousCaller, type SimulationLog } from './simulation-log.js';

/** Holds a place in the caller's rate limit while a delay keeps the request open; returns the release. */
export type HoldPlace = (address: string) => () => void;

/**
 * Who the simulation counts against: the organization making the request, undefined when authentication fails.
 * A public operation takes anyone: the organization whose session it carries, else the caller's address.
 */
async function callerOf(
  ctx: SandboxContext,
  signingKey: KeyObject,
  spec: OperationSpec,
  req: Request,
): Promise<string | undefined> {
  const bearer = bearerCredential(req);
  const credential = 'credential' in bearer ? bearer.credential : undefined;
  const result =
    spec.credential === 'exchange'
      ? authenticateApiKey(ctx.db, credential)
      : await authenticateSession(ctx.db, signingKey, ctx.clock, credential);
  if (result.ok) return result.principal.organizationId;
  return spec.credential === 'public' ? anonymousCaller(req.socket.remoteAddress) : undefined;
}

/**
 * Drops the connection once the request (body included) has been received, or at once when the body runs past
 * what the API would read (the router answers 413 there): a reset never drains an unbounded body.
 */
function reset(req: Request): void {
  let received = 0;
  if (Number(req.headers['content-length']) > DEFAULT_BODY_LIMIT) return void req.socket.destroy();
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > DEFAULT_BODY_LIMIT) req.socket.destroy();
  });
  req.on('end', () => req.socket.destroy());
  req.resume();
}

export function simulateMiddleware(ctx: SandboxContext, signingKey: KeyObject, log: SimulationLog, hold?: HoldPlace) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers['sandbox-simulate'];
    if (header === undefined) return next();
    const path = req.path;
    const spec = operationOf(req.method, path);
    if (spec === undefined) return next();
    (async () => {
      const caller = await callerOf(ctx, signingKey, spec, req);
      if (caller === undefined) return next();
      const requestId = { [requestIdHeader]: requestIdFor(req.headers[requestIdHeader.toLowerCase()]) };
      const parsed = parseSimulateHeader(header);
      if (!parsed.ok) return errorResponder.invalidRequest(res, parsed.issues, requestId);
      const { simulate } = parsed;
      const failure = simulate.status === undefined ? undefined : simulatedFailure(spec, simulate);
      if (Array.isArray(failure)) return errorResponder.invalidRequest(res, failure, requestId);
      if (simulate.evolve) markEvolving(res);
      const acts = failure !== undefined || simulate.reset || simulate.delay !== undefined;
      if (!acts || !log.record(caller, req.method, path, String(header), simulate)) return next();
      const answer = () => {
        if (simulate.reset) return reset(req);
        if (failure === undefined) return next();
        errorResponder.send(res, failure.status, failure.body, { ...failure.headers, ...requestId });
      };
      if (simulate.delay === undefined) return answer();
      const release = hold?.(req.socket.remoteAddress ?? 'unknown');
      const timer = setTimeout(() => {
        release?.();
        answer();
      }, simulate.delay);
      // A caller that gave up (or a sandbox closing) cancels the rest: nothing is done for a closed connection.
      res.once('close', () => {
        release?.();
        clearTimeout(timer);
      });
    })().catch(next);
  };
}

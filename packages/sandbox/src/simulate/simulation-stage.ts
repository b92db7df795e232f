// Honours `Sandbox-Simulate` on requests to the contract's operations, as a stage of the API router: after the
// caller authenticated (an unauthenticated request got the router's 401 already), it waits, drops the connection or
// answers with a documented error instead of doing the work, for the first `times` matching requests. `evolve` only
// marks the request for the evolving answer (sandbox/evolve/).
import type { Request, Response } from 'express';
import { HANDLED, type ApiStage, type StageAnswer } from '@ausd/express';
import { DEFAULT_BODY_LIMIT } from '@ausd/express/internal';
import type { Principal } from '../auth/authenticate.js';
import { markEvolving } from '../evolve/evolving-request.js';
import { parseSimulateHeader } from './simulate-header.js';
import { simulatedFailure } from './simulated-failure.js';
import type { SimulationCaller, SimulationLog } from './simulation-log.js';

/** Holds a place in the caller's rate limit while a delay keeps the request open; returns the release. */
export type HoldPlace = (address: string) => () => void;

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

/** Waits `ms`, holding a place in the rate limit; false when the caller gave up (or the sandbox closed) meanwhile. */
function wait(req: Request, res: Response, ms: number, hold?: HoldPlace): Promise<boolean> {
  const release = hold?.(req.socket.remoteAddress ?? 'unknown');
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(true), ms);
    const gone = () => done(false);
    function done(waited: boolean) {
      clearTimeout(timer);
      res.off('close', gone);
      release?.();
      resolve(waited);
    }
    res.once('close', gone);
  });
}

export function simulationStage(log: SimulationLog, hold?: HoldPlace): ApiStage<Principal> {
  return {
    name: 'sandbox-simulate',
    async beforeHandler(context): Promise<StageAnswer> {
      const { req, res } = context.raw;
      const header = req.headers['sandbox-simulate'];
      if (header === undefined) return undefined;
      // A public operation takes anyone: the organization whose session it carries, else the caller's address.
      const organizationId = (await context.identifyCaller())?.organizationId;
      const caller: SimulationCaller =
        organizationId === undefined ? { address: req.socket.remoteAddress ?? 'unknown' } : { organizationId };
      const parsed = parseSimulateHeader(header);
      if (!parsed.ok) return context.invalid(parsed.issues);
      const { simulate } = parsed;
      const failure =
        simulate.status === undefined ? undefined : simulatedFailure(context.operation, simulate, context.error);
      if (Array.isArray(failure)) return context.invalid(failure);
      if (simulate.evolve) markEvolving(res);
      const acts = failure !== undefined || simulate.reset || simulate.delay !== undefined;
      if (!acts || !(await log.record(caller, req.method, req.path, String(header), simulate))) return undefined;
      // Nothing is done for a connection closed while waiting.
      if (simulate.delay !== undefined && !(await wait(req, res, simulate.delay, hold))) return HANDLED;
      if (simulate.reset) {
        reset(req);
        return HANDLED;
      }
      return failure;
    },
  };
}

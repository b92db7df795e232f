// Test helpers under /sandbox (outside the contract's /v0): drive what the real service does on its own or
// through its dashboard. Authenticated with a session JWT of the organization, like the API; a JWT of a
// paused key is accepted here (so the key can be resumed), one of a revoked key is not. Errors use the API's
// error shape. Documented in sandbox/test-helpers.md.
import type { KeyObject } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { changeKeyState, ensureKey, generateSecret, publicKeyView, type AccountKind, type KeyAction } from '../auth/api-keys.js';
import { setStanding, STANDINGS, type Standing } from '../auth/organizations.js';
import { authenticateSession, type Principal } from '../auth/authenticate.js';
import { issueSessionToken, REQUIRED_CLAIMS } from '../auth/session-tokens.js';
import { chainFacts } from '../chains.js';
import type { SandboxContext } from '../context.js';
import { setChainReachable } from '../metrics/supply-metrics.js';
import { ApiProblem, parameterInvalid } from '../problem.js';
import { reviewEntitlement } from '../settlement/review-entitlement.js';
import { verifyBankAccount } from '../settlement/verify-bank-account.js';
import { simulateInboundTransfer, type SimulatedTransfer } from '../settlement/simulate-inbound-transfer.js';
import { requestIdFor } from '../../runtime/middleware/request-id.js';
import { sendProblem } from './error-results.js';

type Body = Record<string, unknown>;
interface HelperInput {
  principal: Principal;
  params: Record<string, string>;
  body: Body;
}
type Helper = (input: HelperInput) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

const KEY_ACTIONS = new Set<KeyAction>(['pause', 'resume', 'revoke']);

function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw parameterInvalid(field, 'Must be a string.');
  return value;
}

function requiredString(body: Body, field: string): string {
  const value = optionalString(body, field);
  if (value === undefined || value === '') throw parameterInvalid(field, `'${field}' is required.`);
  return value;
}

export function testHelpersRouter(ctx: SandboxContext, signingKey: KeyObject): express.Router {
  const router = express.Router();
  router.use((req, res, next) => {
    res.setHeader('Request-Id', requestIdFor(req.headers['request-id']));
    next();
  });
  router.use(express.json({ limit: '100kb' }));

  async function principalOf(req: Request): Promise<Principal> {
    const credential = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1];
    const result = await authenticateSession(ctx.db, signingKey, ctx.clock, credential, true);
    if (result.ok) return result.principal;
    throw new ApiProblem('unauthorized', 'Authentication is missing or failed.', { reason: result.reason });
  }

  const route = (method: 'get' | 'post' | 'put', path: string, helper: Helper) =>
    router[method](path, (req: Request, res: Response) => {
      (async () => {
        const principal = await principalOf(req);
        const body = (req.body ?? {}) as Body;
        if (typeof body !== 'object' || Array.isArray(body)) throw parameterInvalid('body', 'Must be a JSON object.');
        const result = await helper({ principal, params: req.params as Record<string, string>, body });
        res.status(result.status).json(result.body);
      })().catch((error: unknown) => {
        if (error instanceof ApiProblem) return sendProblem(res, error);
        console.error('[sandbox helper]', error);
        sendProblem(res, new ApiProblem('internal_error', 'Unexpected failure.'));
      });
    });

  route('post', '/api-keys', ({ principal, body }) => {
    const createdInDashboard = body.createdInDashboard ?? true;
    if (typeof createdInDashboard !== 'boolean') throw parameterInvalid('createdInDashboard', 'Must be a boolean.');
    const accountKinds = body.accountKinds ?? ['wallet', 'bank'];
    if (!Array.isArray(accountKinds) || accountKinds.some((kind) => kind !== 'wallet' && kind !== 'bank')) {
      throw parameterInvalid('accountKinds', "A list of the account kinds the key may read: 'wallet', 'bank'.");
    }
    const secret = generateSecret();
    const key = ensureKey(ctx, {
      organizationId: principal.organizationId,
      name: optionalString(body, 'name') ?? 'Sandbox key',
      secret,
      createdInDashboard,
      accountKinds: [...new Set(accountKinds as AccountKind[])],
    });
    return { status: 201, body: { ...publicKeyView(key), secret } };
  });

  route('get', '/api-keys', ({ principal }) => ({
    status: 200,
    body: {
      data: ctx.db
        .prepare<[string], Parameters<typeof publicKeyView>[0]>('SELECT * FROM api_keys WHERE organization_id = ? ORDER BY created_at, id')
        .all(principal.organizationId)
        .map(publicKeyView),
    },
  }));

  route('post', '/api-keys/:keyId/:action', ({ principal, params }) => {
    const action = params.action as KeyAction;
    if (!KEY_ACTIONS.has(action)) throw new ApiProblem('not_found', 'Key actions are pause, resume and revoke.');
    const keyId = params.keyId === 'current' ? principal.apiKeyId : params.keyId!;
    return { status: 200, body: publicKeyView(changeKeyState(ctx.db, principal.organizationId, keyId, action)) };
  });

  route('post', '/session-tokens', async ({ principal, body }) => {
    const omitClaims = body.omitClaims ?? [];
    if (!Array.isArray(omitClaims) || omitClaims.some((claim) => !(REQUIRED_CLAIMS as readonly unknown[]).includes(claim))) {
      throw parameterInvalid('omitClaims', `A list of claims among ${REQUIRED_CLAIMS.join(', ')}.`);
    }
    const organizationId = optionalString(body, 'organizationId') ?? principal.organizationId;
    const sessionJwt = await issueSessionToken(signingKey, ctx.clock, { keyId: principal.apiKeyId, organizationId }, { omitClaims: omitClaims as string[] });
    return { status: 201, body: { sessionJwt } };
  });

  route('post', '/routes/:routeId/inbound-transfers', ({ principal, params, body }) => {
    const outcome = simulateInboundTransfer(ctx, principal.organizationId, params.routeId!, body as unknown as SimulatedTransfer);
    return { status: outcome.status === 'held' ? 202 : 201, body: outcome };
  });

  route('post', '/accounts/:accountId/entitlement-reviews', ({ principal, params, body }) => {
    const outcome = requiredString(body, 'outcome');
    if (outcome !== 'approved' && outcome !== 'rejected') throw parameterInvalid('outcome', "Either 'approved' or 'rejected'.");
    const review = { network: requiredString(body, 'network'), type: requiredString(body, 'type'), outcome } as const;
    return { status: 200, body: reviewEntitlement(ctx, principal.organizationId, params.accountId!, review) };
  });

  route('post', '/accounts/:accountId/verification', ({ principal, params }) => ({
    status: 200,
    body: verifyBankAccount(ctx, principal.organizationId, params.accountId!),
  }));

  route('put', '/metrics/chains/:chain', ({ params, body }) => {
    if (typeof body.reachable !== 'boolean') throw parameterInvalid('reachable', 'Must be a boolean.');
    if (chainFacts(params.chain!) === undefined) throw parameterInvalid('chain', `Unknown network '${params.chain}'.`);
    return { status: 200, body: setChainReachable(ctx, params.chain!, body.reachable) };
  });

  route('put', '/organization', ({ principal, body }) => {
    const standing = requiredString(body, 'standing') as Standing;
    if (!STANDINGS.includes(standing)) throw parameterInvalid('standing', `One of ${STANDINGS.join(', ')}.`);
    setStanding(ctx.db, principal.organizationId, standing);
    return { status: 200, body: { organizationId: principal.organizationId, standing } };
  });

  route('put', '/outages', ({ body }) => {
    for (const field of ['routeCreation', 'tokenExchange'] as const) {
      if (body[field] === undefined) continue;
      if (typeof body[field] !== 'boolean') throw parameterInvalid(field, 'Must be a boolean.');
      ctx.outages[field] = body[field];
    }
    return { status: 200, body: { ...ctx.outages } };
  });

  route('get', '/clock', () => ({ status: 200, body: { now: ctx.clock.now().toISOString() } }));

  route('post', '/clock/advance', ({ body }) => {
    const seconds = body.seconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) throw parameterInvalid('seconds', 'A positive number of seconds.');
    ctx.clock.advance(seconds * 1000);
    return { status: 200, body: { now: ctx.clock.now().toISOString() } };
  });

  router.use((req: Request, res: Response) => sendProblem(res, new ApiProblem('not_found', `No test helper at ${req.method} ${req.baseUrl}${req.path}.`)));
  // Malformed JSON and other body-parser failures.
  router.use((error: { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (error.status === 413) return sendProblem(res, parameterInvalid('body', 'must not exceed 100 KiB'));
    if (error.status !== undefined && error.status < 500) return sendProblem(res, parameterInvalid('body', 'Not valid JSON.'));
    console.error('[sandbox helper]', error);
    sendProblem(res, new ApiProblem('internal_error', 'Unexpected failure.'));
  });
  return router;
}

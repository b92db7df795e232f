// One handler per test helper of spec/sandbox/openapi.yaml, each a thin call into the sandbox's domain
// functions. The generated helpers router has already authenticated the caller (a paused key's session is
// accepted) and validated every input against the helpers' document, bounds included.
import type { KeyObject } from 'node:crypto';
import type { Handlers } from '../generated/helpers/middleware.js';
import {
  changeKeyState,
  ensureKey,
  findKeyById,
  keyStatuses,
  generateSecret,
  publicKeyView,
  type ApiKeyRow,
  type KeyAction,
} from '../auth/api-keys.js';
import type { Principal } from '../auth/authenticate.js';
import { setStanding } from '../auth/organizations.js';
import { issueSessionToken } from '../auth/session-tokens.js';
import { LATEST_TIME } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { setChainReachable } from '../metrics/supply-metrics.js';
import { ApiProblem, invalidField } from '../problem.js';
import { reviewEntitlement } from '../settlement/review-entitlement.js';
import { simulateInboundTransfer } from '../settlement/simulate-inbound-transfer.js';
import { verifyBankAccount } from '../settlement/verify-bank-account.js';
import type { SimulationLog } from '../simulate/simulation-log.js';
import { operationValidators } from '../generated/helpers/validators.js';
import { checkedWrite } from './checked-write.js';
import { respond } from './error-results.js';

type HelperOperationId = keyof typeof operationValidators;

export function helperHandlers(
  ctx: SandboxContext,
  signingKey: KeyObject,
  simulations: SimulationLog,
): Handlers<Principal> {
  /** A helper that writes: its answer is checked before the write commits. */
  const write = <Result extends { status: number; body: unknown }>(
    operationId: HelperOperationId,
    work: () => Result,
  ) => respond(() => checkedWrite(ctx, operationValidators, operationId, work));
  const keyAction =
    (operationId: HelperOperationId, action: KeyAction) =>
    ({ principal, params }: { principal: Principal; params: { keyId: string } }) =>
      write(operationId, () => {
        const keyId = params.keyId === 'current' ? principal.apiKeyId : params.keyId;
        return {
          status: 200 as const,
          body: publicKeyView(changeKeyState(ctx.db, principal.organizationId, keyId, action)),
        };
      });
  const now = () => ({ status: 200 as const, body: { now: ctx.clock.now().toISOString() } });

  /** A paused key's session is accepted by the helpers so the key can be resumed; it grants nothing. */
  const grantsAnything = (principal: Principal) => {
    const key = findKeyById(ctx.db, principal.apiKeyId);
    if (key === undefined || keyStatuses[key.status].refusal !== undefined)
      throw new ApiProblem('forbidden', "A paused key's session creates no key and mints no token.");
  };

  return {
    getApiKeys: ({ principal }) =>
      respond(() => {
        const rows = ctx.db
          .prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE organization_id = ? ORDER BY created_at, id')
          .all(principal.organizationId);
        return { status: 200 as const, body: { data: rows.map(publicKeyView) } };
      }),
    createApiKey: ({ principal, body }) =>
      write('createApiKey', () => {
        grantsAnything(principal);
        const beyond = (body.accountKinds ?? []).filter((kind) => !principal.accountKinds.includes(kind));
        if (beyond.length > 0)
          throw new ApiProblem('forbidden', `The calling key does not read ${beyond.join(', ')}; it cannot grant it.`);
        const secret = generateSecret();
        const key = ensureKey(ctx, {
          organizationId: principal.organizationId,
          name: body.name ?? 'Sandbox key',
          secret,
          createdInDashboard: body.createdInDashboard ?? true,
          accountKinds: body.accountKinds ?? principal.accountKinds,
        });
        return { status: 201 as const, body: { ...publicKeyView(key), secret } };
      }),
    pauseApiKey: keyAction('pauseApiKey', 'pause'),
    resumeApiKey: keyAction('resumeApiKey', 'resume'),
    revokeApiKey: keyAction('revokeApiKey', 'revoke'),
    createSessionToken: ({ principal, body }) =>
      respond(async () => {
        grantsAnything(principal);
        const claims = { keyId: principal.apiKeyId, organizationId: body.organizationId ?? principal.organizationId };
        const sessionJwt = await issueSessionToken(signingKey, ctx.clock, claims, {
          omitClaims: body.omitClaims ?? [],
        });
        return { status: 201 as const, body: { sessionJwt } };
      }),
    updateOrganization: ({ principal, body }) =>
      write('updateOrganization', () => {
        setStanding(ctx.db, principal.organizationId, body.standing);
        return { status: 200 as const, body: { organizationId: principal.organizationId, standing: body.standing } };
      }),
    updateOutages: ({ body }) =>
      respond(() => {
        ctx.outages.routeCreation = body.routeCreation ?? ctx.outages.routeCreation;
        ctx.outages.tokenExchange = body.tokenExchange ?? ctx.outages.tokenExchange;
        return { status: 200 as const, body: { ...ctx.outages } };
      }),
    getClock: () => respond(now),
    getSimulations: ({ principal }) =>
      respond(() => ({ status: 200 as const, body: { data: simulations.of(principal.organizationId) } })),
    advanceClock: ({ body }) =>
      respond(() => {
        const ms = body.seconds * 1000;
        if (ctx.clock.now().getTime() + ms > LATEST_TIME) {
          throw invalidField('seconds', 'The clock cannot pass 9999-12-31T23:59:59.999Z.');
        }
        ctx.clock.advance(ms);
        return now();
      }),
    simulateTransfer: ({ principal, params, body }) =>
      write('simulateTransfer', () => {
        const outcome = simulateInboundTransfer(ctx, principal.organizationId, params.routeId, body);
        return outcome.status === 'held'
          ? { status: 202 as const, body: outcome }
          : { status: 201 as const, body: outcome };
      }),
    reviewEntitlement: ({ principal, params, body }) =>
      write('reviewEntitlement', () => ({
        status: 200 as const,
        body: reviewEntitlement(ctx, principal.organizationId, params.accountId, body),
      })),
    verifyAccount: ({ principal, params }) =>
      write('verifyAccount', () => ({
        status: 200 as const,
        body: verifyBankAccount(ctx, principal.organizationId, params.accountId),
      })),
    updateMetricsChain: ({ params, body }) =>
      respond(() => ({ status: 200 as const, body: setChainReachable(ctx, params.chain, body.reachable) })),
  };
}

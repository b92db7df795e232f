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
    work: (ctx: SandboxContext) => Promise<Result>,
  ) => respond(() => checkedWrite(ctx, operationValidators, operationId, work));
  const keyAction =
    (operationId: HelperOperationId, action: KeyAction) =>
    ({ principal, params }: { principal: Principal; params: { keyId: string } }) =>
      write(operationId, async (ctx) => {
        const keyId = params.keyId === 'current' ? principal.apiKeyId : params.keyId;
        return {
          status: 200 as const,
          body: publicKeyView(await changeKeyState(ctx.db, principal.organizationId, keyId, action)),
        };
      });
  const now = () => ({ status: 200 as const, body: { now: ctx.clock.now().toISOString() } });

  /** A paused key's session is accepted by the helpers so the key can be resumed; it grants nothing. */
  const grantsAnything = async (ctx: SandboxContext, principal: Principal) => {
    const key = await findKeyById(ctx.db, principal.apiKeyId);
    if (key === undefined || keyStatuses[key.status].refusal !== undefined)
      throw new ApiProblem('forbidden', "A paused key's session creates no key and mints no token.");
  };

  return {
    getApiKeys: ({ principal }) =>
      respond(async () => {
        const rows = await ctx.db
          .selectFrom('api_keys')
          .selectAll()
          .where('organization_id', '=', principal.organizationId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return { status: 200 as const, body: { data: rows.map(publicKeyView) } };
      }),
    createApiKey: ({ principal, body }) =>
      write('createApiKey', async (ctx) => {
        await grantsAnything(ctx, principal);
        const beyond = (body.accountKinds ?? []).filter((kind) => !principal.accountKinds.includes(kind));
        if (beyond.length > 0)
          throw new ApiProblem('forbidden', `The calling key does not read ${beyond.join(', ')}; it cannot grant it.`);
        const secret = generateSecret();
        const key = await ensureKey(ctx, {
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
        await grantsAnything(ctx, principal);
        const claims = { keyId: principal.apiKeyId, organizationId: body.organizationId ?? principal.organizationId };
        const sessionJwt = await issueSessionToken(signingKey, ctx.clock, claims, {
          omitClaims: body.omitClaims ?? [],
        });
        return { status: 201 as const, body: { sessionJwt } };
      }),
    updateOrganization: ({ principal, body }) =>
      write('updateOrganization', async (ctx) => {
        await setStanding(ctx.db, principal.organizationId, body.standing);
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
      write('simulateTransfer', async (ctx) => {
        const outcome = await simulateInboundTransfer(ctx, principal.organizationId, params.routeId, body);
        return outcome.status === 'held'
          ? { status: 202 as const, body: outcome }
          : { status: 201 as const, body: outcome };
      }),
    reviewEntitlement: ({ principal, params, body }) =>
      write('reviewEntitlement', async (ctx) => ({
        status: 200 as const,
        body: await reviewEntitlement(ctx, principal.organizationId, params.accountId, body),
      })),
    verifyAccount: ({ principal, params }) =>
      write('verifyAccount', async (ctx) => ({
        status: 200 as const,
        body: await verifyBankAccount(ctx, principal.organizationId, params.accountId),
      })),
    updateMetricsChain: ({ params, body }) =>
      respond(async () => ({
        status: 200 as const,
        body: await setChainReachable(ctx, params.chain, body.reachable),
      })),
  };
}

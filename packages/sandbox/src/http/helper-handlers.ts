// One handler per test helper of spec/sandbox/openapi.yaml, each a thin call into the sandbox's domain
// functions. The generated helpers router has already authenticated the caller (a paused key's session only for
// the resume helper) and validated every input against the helpers' document, bounds included. Each handler first
// checks the calling key's role (auth/key-roles.ts).
import type { KeyObject } from 'node:crypto';
import type { Handlers } from '../generated/helpers/middleware.js';
import { changeKeyState, ensureKey, generateSecret, publicKeyView, type KeyAction } from '../auth/api-keys.js';
import type { Principal } from '../auth/authenticate.js';
import { checkGrantable, checkPermission, type HelperOperationId } from '../auth/key-roles.js';
import { advanceOrganizationClock, setOutages, setStanding } from '../auth/organizations.js';
import { signUp } from '../organizations/sign-up.js';
import { matchToken, type SignUpGate } from '../organizations/sign-up-tokens.js';
import { issueSessionToken } from '../auth/session-tokens.js';
import { offsetClock, roomAhead, sessionTime } from '../core/clock.js';
import { forOrganization, type SandboxContext, type TenantContext } from '../tenancy/context.js';
import { setChainReachable } from '../metrics/supply-metrics.js';
import { ApiProblem, invalidField } from '../core/problem.js';
import { reviewEntitlement } from '../settlement/review-entitlement.js';
import { simulateInboundTransfer } from '../settlement/simulate-inbound-transfer.js';
import { verifyBankAccount } from '../settlement/verify-bank-account.js';
import type { SimulationLog } from '../simulate/simulation-log.js';
import { operationValidators } from '../generated/helpers/validators.js';
import { databaseAnswers } from '../store/health.js';
import { checkedWrite } from './checked-write.js';
import { respond } from './error-results.js';
import { databaseUnavailable } from './unavailable.js';
import { takeRoom } from '../tenancy/limits.js';

export function helperHandlers(
  ctx: SandboxContext,
  signingKey: KeyObject,
  simulations: SimulationLog,
  /** The tokens sign-up takes (`--signup-token`) and their quota; open when undefined. */
  signUpGate?: SignUpGate,
): Handlers<Principal> {
  /** A helper that writes: its answer is checked before the write commits. */
  const write = <Result extends { status: number; body: unknown }>(
    operationId: HelperOperationId,
    principal: Principal,
    work: (ctx: TenantContext) => Promise<Result>,
  ) =>
    respond(() => {
      checkPermission(operationId, principal.roles);
      return checkedWrite(forOrganization(ctx, principal), operationValidators, operationId, work);
    });
  /** A helper that reads, or writes through its own transactions, on the organization's context. */
  const as = <Result>(
    operationId: HelperOperationId,
    principal: Principal,
    work: (ctx: TenantContext) => Result | Promise<Result>,
  ) =>
    respond(() => {
      checkPermission(operationId, principal.roles);
      return work(forOrganization(ctx, principal));
    });
  const keyAction =
    (operationId: HelperOperationId, action: KeyAction) =>
    ({ principal, params }: { principal: Principal; params: { keyId: string } }) =>
      write(operationId, principal, async (ctx) => {
        const keyId = params.keyId === 'current' ? principal.apiKeyId : params.keyId;
        // A paused key's session reaches this helper only to resume that same key.
        if (principal.paused && keyId !== principal.apiKeyId)
          throw new ApiProblem('unauthorized', 'The key was paused; its session may only resume it.', {
            reason: 'token_paused',
          });
        return {
          status: 200 as const,
          body: publicKeyView(await changeKeyState(ctx.db, principal, keyId, action, sessionTime(ctx.clock))),
        };
      });
  const now = (ctx: SandboxContext) => ({ status: 200 as const, body: { now: ctx.clock.now().toISOString() } });

  return {
    getApiKeys: ({ principal }) =>
      as('getApiKeys', principal, async (ctx) => {
        const rows = await ctx.db
          .selectFrom('api_keys')
          .selectAll()
          .where('organization_id', '=', ctx.tenant.organizationId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return { status: 200 as const, body: { data: rows.map(publicKeyView) } };
      }),
    createApiKey: ({ principal, body }) =>
      write('createApiKey', principal, async (ctx) => {
        checkGrantable(principal.roles, body.roles ?? []);
        await takeRoom(ctx, 'keys');
        const beyond = (body.accountKinds ?? []).filter((kind) => !principal.accountKinds.includes(kind));
        if (beyond.length > 0)
          throw new ApiProblem('forbidden', `The calling key does not read ${beyond.join(', ')}; it cannot grant it.`);
        const secret = generateSecret();
        const key = await ensureKey(ctx, {
          organizationId: ctx.tenant.organizationId,
          name: body.name ?? 'Sandbox key',
          secret,
          createdInDashboard: body.createdInDashboard ?? true,
          accountKinds: body.accountKinds ?? principal.accountKinds,
          roles: body.roles ?? [],
        });
        return { status: 201 as const, body: { ...publicKeyView(key), secret } };
      }),
    pauseApiKey: keyAction('pauseApiKey', 'pause'),
    resumeApiKey: keyAction('resumeApiKey', 'resume'),
    revokeApiKey: keyAction('revokeApiKey', 'revoke'),
    createSessionToken: ({ principal, body }) =>
      as('createSessionToken', principal, async (ctx) => {
        const claims = { keyId: principal.apiKeyId, organizationId: body.organizationId ?? principal.organizationId };
        const sessionJwt = await issueSessionToken(signingKey, ctx.clock, claims, {
          omitClaims: body.omitClaims ?? [],
          validFrom: principal.sessionsFrom,
        });
        return { status: 201 as const, body: { sessionJwt } };
      }),
    createOrganization: ({ raw, body }) =>
      respond(async () => {
        if (signUpGate === undefined) return { status: 201 as const, body: await signUp(ctx, body) };
        const tokenSha256 = matchToken(signUpGate, raw.req.headers.authorization);
        if (tokenSha256 === undefined)
          throw new ApiProblem('unauthorized', "Sign-up needs one of the sandbox's sign-up tokens.", {
            reason: raw.req.headers.authorization === undefined ? 'missing_header' : 'invalid_token',
          });
        return { status: 201 as const, body: await signUp(ctx, body, { tokenSha256, gate: signUpGate }) };
      }),
    updateOrganization: ({ principal, body }) =>
      write('updateOrganization', principal, async (ctx) => {
        await setStanding(ctx, body.standing);
        return { status: 200 as const, body: { organizationId: ctx.tenant.organizationId, standing: body.standing } };
      }),
    updateOutages: ({ principal, body }) =>
      as('updateOutages', principal, async (ctx) => ({
        status: 200 as const,
        body: await setOutages(ctx, body),
      })),
    getClock: ({ principal }) => as('getClock', principal, now),
    getSimulations: ({ principal }) =>
      as('getSimulations', principal, async (ctx) => ({
        status: 200 as const,
        body: { data: await simulations.of(ctx.tenant.organizationId) },
      })),
    advanceClock: ({ principal, body }) =>
      as('advanceClock', principal, async (organizationCtx) => {
        // Bounded by the offset stored, not the one read with the key: a concurrent advance may have moved it.
        const offset = await advanceOrganizationClock(organizationCtx, body.seconds * 1000, roomAhead(ctx.clock));
        if (offset === undefined)
          throw invalidField('seconds', 'Time cannot run more than a day past 9999-12-31T23:59:59.999Z.');
        return now({ ...organizationCtx, clock: offsetClock(ctx.clock, offset) });
      }),
    simulateTransfer: ({ principal, params, body }) =>
      write('simulateTransfer', principal, async (ctx) => {
        const outcome = await simulateInboundTransfer(ctx, params.routeId, body);
        return outcome.status === 'held'
          ? { status: 202 as const, body: outcome }
          : { status: 201 as const, body: outcome };
      }),
    reviewEntitlement: ({ principal, params, body }) =>
      as('reviewEntitlement', principal, async (ctx) => ({
        status: 200 as const,
        body: await reviewEntitlement(ctx, params.accountId, body),
      })),
    verifyAccount: ({ principal, params }) =>
      as('verifyAccount', principal, async (ctx) => ({
        status: 200 as const,
        body: await verifyBankAccount(ctx, params.accountId),
      })),
    getHealth: () =>
      respond(async () => {
        if (!(await databaseAnswers(ctx.db))) throw databaseUnavailable();
        return { status: 200 as const, body: { status: 'ok' as const } };
      }),
    updateMetricsChain: ({ principal, params, body }) =>
      as('updateMetricsChain', principal, async (ctx) => ({
        status: 200 as const,
        body: await setChainReachable(ctx, params.chain, body.reachable),
      })),
  };
}

// One handler per operation of the contract, each a thin call into the sandbox's domain functions. The
// generated router has already authenticated the caller and parsed and validated every input.
import type { KeyObject } from 'node:crypto';
import type { Handlers } from '@ausd/express';
import { operations, type ErrorCode, type OperationId } from '@ausd/contract-facts/operations';
import { operationValidators } from '@ausd/contract-facts/validators';
import { getAccount, listAccounts } from '../accounts/list-accounts.js';
import { registerAccount } from '../accounts/register-account.js';
import { updateAccount } from '../accounts/update-account.js';
import type { Principal } from '../auth/authenticate.js';
import type { Standing } from '../auth/organizations.js';
import { issueSessionToken } from '../auth/session-tokens.js';
import { forOrganization, type SandboxContext, type TenantContext } from '../tenancy/context.js';
import { supplyMetrics, supplyTotal } from '../metrics/supply-metrics.js';
import { ApiProblem } from '../core/problem.js';
import { createRoute } from '../routes/create-route.js';
import { getRoute, listRoutes } from '../routes/list-routes.js';
import { getTransaction, listTransactions } from '../transactions/list-transactions.js';
import { releaseHeldTransfers } from '../settlement/release-held-transfers.js';
import { refusalCodes } from '../generated/helpers/operations.js';
import { checkedWrite } from './checked-write.js';
import { respond } from './error-results.js';

/** The code each standing refuses requests with (the helpers document's `x-refusal-codes` on `Standing`). */
const standingRefusals: Partial<Record<Standing, ErrorCode>> = refusalCodes.Standing;

/**
 * An organization that is not in good standing is refused with 403 on every request, by operations whose
 * contract lists that code for 403 (the others have no such answer and serve the request).
 */
function checkStanding(operationId: OperationId, principal: Principal): void {
  const code = standingRefusals[principal.standing];
  if (code === undefined) return;
  const forbidden = (operations[operationId].responses as Record<string, { codes: readonly string[] } | undefined>)[
    '403'
  ];
  if (forbidden?.codes.includes(code))
    throw new ApiProblem(code, `The organization's standing is '${principal.standing}'.`);
}

export function apiHandlers(ctx: SandboxContext, signingKey: KeyObject): Handlers<Principal> {
  /** Work of an organization's request, on its context (the tenant, its clock and outages). */
  const as = <Result>(operationId: OperationId, principal: Principal, work: (ctx: TenantContext) => Promise<Result>) =>
    respond(() => {
      checkStanding(operationId, principal);
      return work(forOrganization(ctx, principal));
    });
  /** A write: its answer is checked before it commits; `work` runs on the transaction's context. */
  const write = <Result extends { status: number; body: unknown }>(
    operationId: OperationId,
    principal: Principal,
    work: (ctx: TenantContext) => Promise<Result>,
  ) => as(operationId, principal, (ctx) => checkedWrite(ctx, operationValidators, operationId, work));
  return {
    exchangeApiKey: ({ principal }) =>
      respond(async () => {
        if (principal.outages.tokenExchange)
          throw new ApiProblem('service_unavailable', 'The token exchange is temporarily unavailable.');
        const sessionJwt = await issueSessionToken(
          signingKey,
          principal.clock,
          { keyId: principal.apiKeyId, organizationId: principal.organizationId },
          { validFrom: principal.sessionsFrom },
        );
        return { status: 200 as const, body: { sessionJwt } };
      }),
    // Public: a caller who sends its session reads its organization's chain marks, on its clock.
    getMetrics: ({ identifyCaller }) =>
      respond(async () => {
        const caller = await identifyCaller();
        const body = await supplyMetrics(caller === undefined ? ctx : forOrganization(ctx, caller));
        return { status: 200 as const, body };
      }),
    getTotalSupply: () => respond(async () => ({ status: 200 as const, body: await supplyTotal(ctx, 'total') })),
    getCirculatingSupply: () =>
      respond(async () => ({ status: 200 as const, body: await supplyTotal(ctx, 'circulating') })),
    listAccounts: ({ principal: p, query }) =>
      as('listAccounts', p, async (ctx) => ({
        status: 200 as const,
        body: await listAccounts(ctx, query),
      })),
    createAccount: ({ principal: p, body }) =>
      as('createAccount', p, async (ctx) => {
        const result = await checkedWrite(ctx, operationValidators, 'createAccount', async (ctx) => ({
          status: 201 as const,
          body: await registerAccount(ctx, body),
        }));
        // A new bank account may be what held transfers waited on.
        if (body.kind === 'bank') await releaseHeldTransfers(ctx);
        return result;
      }),
    getAccount: ({ principal: p, params }) =>
      as('getAccount', p, async (ctx) => ({
        status: 200 as const,
        body: await getAccount(ctx, params.accountId),
      })),
    updateAccount: ({ principal: p, params, body }) =>
      write('updateAccount', p, async (ctx) => ({
        status: 200 as const,
        body: await updateAccount(ctx, params.accountId, body),
      })),
    listRoutes: ({ principal: p, query }) =>
      as('listRoutes', p, async (ctx) => ({
        status: 200 as const,
        body: await listRoutes(ctx, query),
      })),
    createRoute: ({ principal: p, body }) =>
      write('createRoute', p, async (ctx) => {
        if (ctx.outages.routeCreation) throw new ApiProblem('route_creation_unavailable');
        return { status: 201 as const, body: await createRoute(ctx, body) };
      }),
    getRoute: ({ principal: p, params }) =>
      as('getRoute', p, async (ctx) => ({
        status: 200 as const,
        body: await getRoute(ctx, params.routeId),
      })),
    listTransactions: ({ principal: p, query }) =>
      as('listTransactions', p, async (ctx) => ({
        status: 200 as const,
        body: await listTransactions(ctx, query),
      })),
    getTransaction: ({ principal: p, params }) =>
      as('getTransaction', p, async (ctx) => ({
        status: 200 as const,
        body: await getTransaction(ctx, params.txnId),
      })),
  };
}

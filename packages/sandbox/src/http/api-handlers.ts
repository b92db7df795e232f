// One handler per operation of the contract, each a thin call into the sandbox's domain functions. The
// generated router has already authenticated the caller and parsed and validated every input.
import type { KeyObject } from 'node:crypto';
import type { Handlers } from '@ausd/express';
import { operations, type ErrorCode, type OperationId } from '@ausd/express/operations';
import { operationValidators } from '@ausd/express/validators';
import { getAccount, listAccounts } from '../accounts/list-accounts.js';
import { registerAccount } from '../accounts/register-account.js';
import { updateAccount } from '../accounts/update-account.js';
import type { Principal } from '../auth/authenticate.js';
import type { Standing } from '../auth/organizations.js';
import { issueSessionToken } from '../auth/session-tokens.js';
import type { SandboxContext } from '../context.js';
import { supplyMetrics, supplyTotal } from '../metrics/supply-metrics.js';
import { ApiProblem } from '../problem.js';
import { createRoute } from '../routes/create-route.js';
import { getRoute, listRoutes } from '../routes/list-routes.js';
import { getTransaction, listTransactions } from '../transactions/list-transactions.js';
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
  const as = <Result>(operationId: OperationId, principal: Principal, work: () => Promise<Result>) =>
    respond(() => {
      checkStanding(operationId, principal);
      return work();
    });
  /** A write: its answer is checked before it commits; `work` runs on the transaction's context. */
  const write = <Result extends { status: number; body: unknown }>(
    operationId: OperationId,
    principal: Principal,
    work: (ctx: SandboxContext) => Promise<Result>,
  ) => as(operationId, principal, () => checkedWrite(ctx, operationValidators, operationId, work));
  return {
    exchangeApiKey: ({ principal }) =>
      respond(async () => {
        if (ctx.outages.tokenExchange)
          throw new ApiProblem('service_unavailable', 'The token exchange is temporarily unavailable.');
        const sessionJwt = await issueSessionToken(signingKey, ctx.clock, {
          keyId: principal.apiKeyId,
          organizationId: principal.organizationId,
        });
        return { status: 200 as const, body: { sessionJwt } };
      }),
    getMetrics: () => respond(async () => ({ status: 200 as const, body: await supplyMetrics(ctx) })),
    getTotalSupply: () => respond(async () => ({ status: 200 as const, body: await supplyTotal(ctx, 'total') })),
    getCirculatingSupply: () =>
      respond(async () => ({ status: 200 as const, body: await supplyTotal(ctx, 'circulating') })),
    listAccounts: ({ principal: p, query }) =>
      as('listAccounts', p, async () => ({
        status: 200 as const,
        body: await listAccounts(ctx, p.organizationId, p.accountKinds, query),
      })),
    createAccount: ({ principal: p, body }) =>
      write('createAccount', p, async (ctx) => ({
        status: 201 as const,
        body: await registerAccount(ctx, p.organizationId, body),
      })),
    getAccount: ({ principal: p, params }) =>
      as('getAccount', p, async () => ({
        status: 200 as const,
        body: await getAccount(ctx, p.organizationId, p.accountKinds, params.accountId),
      })),
    updateAccount: ({ principal: p, params, body }) =>
      write('updateAccount', p, async (ctx) => ({
        status: 200 as const,
        body: await updateAccount(ctx, p.organizationId, p.accountKinds, params.accountId, body),
      })),
    listRoutes: ({ principal: p, query }) =>
      as('listRoutes', p, async () => ({ status: 200 as const, body: await listRoutes(ctx, p.organizationId, query) })),
    createRoute: ({ principal: p, body }) =>
      write('createRoute', p, async (ctx) => {
        if (ctx.outages.routeCreation) throw new ApiProblem('route_creation_unavailable');
        return { status: 201 as const, body: await createRoute(ctx, p.organizationId, body) };
      }),
    getRoute: ({ principal: p, params }) =>
      as('getRoute', p, async () => ({
        status: 200 as const,
        body: await getRoute(ctx, p.organizationId, params.routeId),
      })),
    listTransactions: ({ principal: p, query }) =>
      as('listTransactions', p, async () => ({
        status: 200 as const,
        body: await listTransactions(ctx, p.organizationId, query),
      })),
    getTransaction: ({ principal: p, params }) =>
      as('getTransaction', p, async () => ({
        status: 200 as const,
        body: await getTransaction(ctx, p.organizationId, params.txnId),
      })),
  };
}

// One handler per operation of the contract, each a thin call into the sandbox's domain functions. The
// generated router has already authenticated the caller and parsed and validated every input.
import type { Handlers } from '../../generated/middleware.js';
import { listAccounts, getAccount } from '../accounts/list-accounts.js';
import { registerAccount } from '../accounts/register-account.js';
import { updateAccount } from '../accounts/update-account.js';
import type { Principal } from '../auth/authenticate.js';
import { issueSessionToken } from '../auth/session-tokens.js';
import type { SandboxContext } from '../context.js';
import { supplyMetrics, supplyTotal } from '../metrics/supply-metrics.js';
import { createRoute } from '../routes/create-route.js';
import { getRoute, listRoutes } from '../routes/list-routes.js';
import { getTransaction, listTransactions } from '../transactions/list-transactions.js';
import { respond } from './error-results.js';

export function apiHandlers(ctx: SandboxContext, signingKey: Uint8Array): Handlers<Principal> {
  return {
    exchangeApiKey: ({ principal }) =>
      respond(async () => ({
        status: 200 as const,
        body: { sessionJwt: await issueSessionToken(signingKey, ctx.clock, { keyId: principal.apiKeyId, organizationId: principal.organizationId }) },
      })),
    getMetrics: () => respond(() => ({ status: 200 as const, body: supplyMetrics(ctx) })),
    getTotalSupply: () => respond(() => ({ status: 200 as const, body: supplyTotal(ctx, 'total') })),
    getCirculatingSupply: () => respond(() => ({ status: 200 as const, body: supplyTotal(ctx, 'circulating') })),
    listAccounts: ({ principal, query }) => respond(() => ({ status: 200 as const, body: listAccounts(ctx, principal.organizationId, query) })),
    createAccount: ({ principal, body }) => respond(() => ({ status: 201 as const, body: registerAccount(ctx, principal.organizationId, body) })),
    getAccount: ({ principal, params }) => respond(() => ({ status: 200 as const, body: getAccount(ctx, principal.organizationId, params.accountId) })),
    updateAccount: ({ principal, params, body }) =>
      respond(() => ({ status: 200 as const, body: updateAccount(ctx, principal.organizationId, params.accountId, body) })),
    listRoutes: ({ principal, query }) => respond(() => ({ status: 200 as const, body: listRoutes(ctx, principal.organizationId, query) })),
    createRoute: ({ principal, body }) => respond(() => ({ status: 201 as const, body: createRoute(ctx, principal.organizationId, body) })),
    getRoute: ({ principal, params }) => respond(() => ({ status: 200 as const, body: getRoute(ctx, principal.organizationId, params.routeId) })),
    listTransactions: ({ principal, query }) =>
      respond(() => ({ status: 200 as const, body: listTransactions(ctx, principal.organizationId, query) })),
    getTransaction: ({ principal, params }) =>
      respond(() => ({ status: 200 as const, body: getTransaction(ctx, principal.organizationId, params.txnId) })),
  };
}

// An app on the generated router with a handler for every operation of the contract: small but valid
// answers (empty pages, a registered account echoing the request, 404 for single resources).
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import {
  createApiRouter,
  type ApiRouterOptions,
  type Handlers,
} from '../../packages/express/src/generated/middleware.js';
import { errorDocsUrl } from '../../packages/contract-facts/src/generated/operations.js';
import type { Account, AccountRegistration } from '../../packages/client/src/generated/types.js';

export interface Principal {
  org: string;
}

export const SESSION_JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJvcmciOiJhY21lIn0.c2lnbmF0dXJl';
export const API_KEY = 'ak_live_primary';

const notFound = <Code extends string>(code: Code) =>
  ({ status: 404, body: { code, message: 'No such resource.', docs_url: errorDocsUrl(code) } }) as const;
const emptyPage = () => ({ status: 200 as const, body: { data: [], nextCursor: null } });
const createdAt = '2026-03-14T09:26:53Z';

function registered(registration: AccountRegistration): Account {
  if (registration.kind === 'bank') {
    const { kind, accountNumber, bankName, beneficiary, routingNumber, name = '' } = registration;
    const compact = (value: string) => value.replaceAll(' ', '');
    return {
      id: randomUUID(),
      kind,
      accountNumber: compact(accountNumber),
      bankName,
      beneficiary,
      routingNumber: compact(routingNumber),
      currency: 'usd',
      createdAt,
      name,
    };
  }
  const { kind, address, networks, name = '' } = registration;
  const addressFormat = address.startsWith('0x') ? 'ethereum' : 'solana';
  const entitlements = [{ type: 'mint', status: 'conditionally_approved' }] as const;
  return {
    id: randomUUID(),
    kind,
    address,
    addressFormat,
    createdAt,
    name,
    networks: networks.map((chain) => ({ chain, entitlements: [...entitlements] })),
  };
}

export const handlers: Handlers<Principal> = {
  exchangeApiKey: () => ({ status: 200, body: { sessionJwt: SESSION_JWT } }),
  getMetrics: () => ({
    status: 200,
    body: {
      chains: [{ chainId: 'eip155:1' }],
      partial: false,
      totalSupply: '1000.000000',
      circulatingSupply: '900.000000',
    },
  }),
  getTotalSupply: () => ({ status: 200, body: '1000.000000' }),
  getCirculatingSupply: () => ({ status: 200, body: '900.000000' }),
  listAccounts: emptyPage,
  createAccount: ({ body }) => ({ status: 201, body: registered(body) }),
  getAccount: () => notFound('not_found'),
  updateAccount: () => notFound('not_found'),
  listRoutes: emptyPage,
  createRoute: () => notFound('not_found'),
  getRoute: () => notFound('route_not_found'),
  listTransactions: emptyPage,
  getTransaction: () => notFound('not_found'),
};

export function generatedApp(options: Partial<ApiRouterOptions<Principal>> = {}): Express {
  const app = express();
  app.use(
    createApiRouter<Principal>({
      handlers,
      authenticate: ({ role, credential }) =>
        (role === 'exchange' ? credential === API_KEY : credential === SESSION_JWT)
          ? { ok: true, principal: { org: 'acme' } }
          : { ok: false, reason: 'invalid_token' },
      ...options,
    }),
  );
  return app;
}

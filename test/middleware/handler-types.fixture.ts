// Compile-time expectations of generated/middleware.ts, checked by `npm run typecheck` (tsconfig.json includes
// test/): every `@ts-expect-error` must be needed (a missing or mistyped handler does not compile) and
// everything else must compile.
import type { Handlers } from '../../packages/express/src/generated/middleware.js';
import { handlers, type Principal } from './generated-app.js';

type Input<Id extends keyof Handlers<Principal>> = Parameters<Handlers<Principal>[Id]>[0];
const expectType = <T>(value: T): T => value;

// A missing handler is a compile error.
const { getTransaction: _omitted, ...incomplete } = handlers;
// @ts-expect-error getTransaction is missing
export const missing: Handlers<Principal> = incomplete;

export const wrongStatus: Handlers<Principal> = {
  ...handlers,
  // @ts-expect-error 201 is not a documented status of listTransactions
  listTransactions: () => ({ status: 201, body: { data: [], nextCursor: null } }),
};

export const wrongBody: Handlers<Principal> = {
  ...handlers,
  // @ts-expect-error nextCursor must be a string or null
  listRoutes: () => ({ status: 200, body: { data: [], nextCursor: 7 } }),
};

export const wrongErrorCode: Handlers<Principal> = {
  ...handlers,
  // @ts-expect-error route_not_found is not an error code of getAccount's 404
  getAccount: () => ({ status: 404, body: { code: 'route_not_found', message: 'x', docs_url: 'y' } }),
};

export const wrongContent: Handlers<Principal> = {
  ...handlers,
  // @ts-expect-error total supply is a plain-text decimal string
  getTotalSupply: () => ({ status: 200, body: { totalSupply: '1' } }),
};

export const declaredHeaders: Handlers<Principal> = {
  ...handlers,
  getMetrics: () => ({
    status: 200,
    body: { chains: [], partial: true },
    headers: { 'Access-Control-Allow-Origin': '*' },
  }),
  // @ts-expect-error X-Debug is not a declared header of listAccounts' 200
  listAccounts: () => ({ status: 200, body: { data: [], nextCursor: null }, headers: { 'X-Debug': '1' } }),
};

export function parsedQuery(query: Input<'listTransactions'>['query']): void {
  expectType<number>(query.limit); // default applied: always present
  expectType<Date | undefined>(query.initiatedAt?.gte);
  expectType<Date | undefined>(query.initiatedAt?.lt);
  expectType<readonly string[] | undefined>(query.type);
  expectType<boolean | undefined>(query.isInstantSettlement);
  // @ts-expect-error range bounds are grouped, never dotted
  void query['initiatedAt.gte'];
  // @ts-expect-error only declared operators exist
  void query.initiatedAt?.eq;
  // @ts-expect-error a value outside the accepted set
  expectType<NonNullable<typeof query.type>[number]>('burn');
}

export function parsedInput(
  account: Input<'getAccount'>,
  registration: Input<'createAccount'>,
  metrics: Input<'getMetrics'>,
): void {
  expectType<string>(account.params.accountId);
  expectType<Principal>(account.principal);
  if (registration.body.kind === 'wallet') expectType<string[]>(registration.body.networks);
  // @ts-expect-error a wallet registration has no routingNumber
  else void registration.body.networks;
  // Public operations run without a principal.
  expectType<undefined>(metrics.principal);
  // @ts-expect-error a public operation has no principal to read from
  void metrics.principal.org;
}

// Errors that carry a `context` are returned as the contract types them.
export const contextErrors: Handlers<Principal> = {
  ...handlers,
  createRoute: () => ({
    status: 409,
    body: {
      code: 'route_already_exists',
      message: 'x',
      docs_url: 'y',
      context: { routeId: '5f1c2d8e-6a4b-5c3d-9e2f-1a2b3c4d5e6f' },
    },
  }),
  updateAccount: () => ({
    status: 400,
    body: {
      code: 'entitlement_not_requestable',
      message: 'x',
      docs_url: 'y',
      context: { issues: [{ field: 'entitlement', message: 'already present' }] },
    },
  }),
};

export const wrongContext: Handlers<Principal> = {
  ...handlers,
  // @ts-expect-error route_already_exists carries context.routeId, not issues
  createRoute: () => ({
    status: 409,
    body: { code: 'route_already_exists', message: 'x', docs_url: 'y', context: { issues: [] } },
  }),
};

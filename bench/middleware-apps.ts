// The three variants of one Express app compared by bench/middleware.ts. Each serves the same two operations
// with the same handlers and the same response writing (Request-Id, JSON body); only request checking differs:
//   none       no validation, handlers read Express's parsed query and express.json() body
//   middleware this toolkit's generated router, as its package is installed: the built @ausd/express and
//              @ausd/contract-facts (`npm run build`) copied into a node_modules of their own. Through the workspace
//              links @ausd/contract-facts would resolve to its TypeScript sources, run with tsx's wrappers
//   eov        express-openapi-validator on generated/openapi.yaml, then the same handlers as `none`
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type * as Middleware from '../packages/express/src/generated/middleware.js';
import type { Handlers } from '../packages/express/src/generated/middleware.js';
import { errorDocsUrl } from '../packages/contract-facts/src/generated/operations.js';
import { contractFormats, formatFunctions } from '../generators/formats.js';
import type {
  Account,
  TransactionList,
  TransactionSummary,
  WalletRegistration,
} from '../packages/client/src/generated/types.js';

export const variants = ['none', 'middleware', 'middleware+responses', 'eov'] as const;
export type Variant = (typeof variants)[number];

const specFile = new URL('../generated/openapi.yaml', import.meta.url).pathname;
const contract = JSON.parse(readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8'));
const STAGED_ROUTER = 'AUSD_BENCH_INSTALLED_ROUTER';

/**
 * A node_modules holding the two built packages, under the project's own so that their third-party dependencies
 * resolve. Made once per benchmark: the servers it forks inherit its path, and it is removed when that exits or is
 * stopped by a signal.
 */
function installedRouter(): string {
  const staged = process.env[STAGED_ROUTER];
  if (staged !== undefined) return staged;
  const root = new URL('..', import.meta.url).pathname;
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const modules = path.join(mkdtempSync(path.join(cache, 'bench-router-')), 'node_modules');
  for (const name of ['express', 'contract-facts'])
    cpSync(path.join(root, 'packages', name, 'dist'), path.join(modules, '@ausd', name), { recursive: true });
  process.on('exit', () => rmSync(path.dirname(modules), { recursive: true, force: true }));
  // A signal ends the process without 'exit' handlers unless one is listened for: Ctrl-C would leave the copy.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(128 + constants.signals[signal]));
  process.env[STAGED_ROUTER] = modules;
  return modules;
}
// The built files exist only after `npm run build`, which the benchmark's script runs first.
const published = pathToFileURL(path.join(installedRouter(), '@ausd/express/generated/middleware.js')).href;
const { createApiRouter } = (await import(published)) as typeof Middleware;

export const SESSION_JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJvcmciOiJhY21lIn0.c2lnbmF0dXJl';

// A page of ten transactions cloned from the contract's own example.
const example = contract.paths['/v0/transactions'].get.responses['200'].content['application/json'].examples.page
  .value as TransactionList;
const first = example.data[0] as TransactionSummary;
const transactions: TransactionSummary[] = Array.from({ length: 10 }, (_, index) => ({
  ...first,
  id: `${first.id.slice(0, -2)}${String(index).padStart(2, '0')}`,
}));
const pageOf = (limit: number) => ({ data: transactions.slice(0, limit), nextCursor: example.nextCursor });

function registeredWallet(registration: WalletRegistration): Account {
  return {
    id: randomUUID(),
    kind: 'wallet',
    address: registration.address,
    addressFormat: 'ethereum',
    createdAt: '2026-03-14T09:26:53Z',
    name: registration.name ?? '',
    networks: registration.networks.map((chain) => ({
      chain,
      entitlements: [{ type: 'mint', status: 'conditionally_approved' }],
    })),
  };
}

function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The app written by hand on plain Express routes: what `none` and `eov` share. */
function plainRoutes(app: Express): void {
  app.get('/v0/transactions', (req, res) => {
    const limit = Number(req.query['limit'] ?? 50);
    sendJson(res, 200, pageOf(limit));
  });
  app.post('/v0/accounts', (req, res) => sendJson(res, 201, registeredWallet(req.body as WalletRegistration)));
}

function requestId(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Request-Id', randomUUID());
  next();
}

const notFound = () =>
  ({
    status: 404,
    body: { code: 'not_found', message: 'Not in this benchmark.', docs_url: errorDocsUrl('not_found') },
  }) as const;

const handlers: Handlers<{ org: string }> = {
  listTransactions: ({ query }) => ({ status: 200, body: pageOf(query.limit) }),
  createAccount: ({ body }) => (body.kind === 'wallet' ? { status: 201, body: registeredWallet(body) } : notFound()),
  exchangeApiKey: () => ({
    status: 500,
    body: { code: 'internal_error', message: 'Not in this benchmark.', docs_url: errorDocsUrl('internal_error') },
  }),
  getMetrics: notFound,
  getTotalSupply: notFound,
  getCirculatingSupply: notFound,
  listAccounts: notFound,
  getAccount: notFound,
  updateAccount: notFound,
  listRoutes: notFound,
  createRoute: notFound,
  getRoute: () => ({
    status: 404,
    body: { code: 'route_not_found', message: 'Not in this benchmark.', docs_url: errorDocsUrl('route_not_found') },
  }),
  getTransaction: notFound,
};

/** The formats the contract names beyond ajv-formats, as express-openapi-validator takes them. */
const checks = formatFunctions();
const contractFormatChecks = Object.fromEntries(
  Object.keys(contractFormats).map((name) => [name, { type: 'string' as const, validate: checks[name]! }]),
);

export function benchApp(variant: Variant): Express {
  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  switch (variant) {
    case 'none':
      app.use(requestId, express.json());
      plainRoutes(app);
      break;
    case 'middleware':
    case 'middleware+responses':
      app.use(
        createApiRouter({
          handlers,
          validateResponses: variant === 'middleware+responses',
          authenticate: ({ credential }) =>
            credential === SESSION_JWT
              ? { ok: true, principal: { org: 'acme' } }
              : { ok: false, reason: 'invalid_token' },
        }),
      );
      break;
    case 'eov':
      app.use(requestId, express.json());
      app.use(
        OpenApiValidator.middleware({
          apiSpec: specFile,
          validateRequests: true,
          validateResponses: false,
          validateSecurity: true,
          // The contract's own formats, so that (c) checks the same values as (b) does.
          formats: contractFormatChecks,
        }),
      );
      plainRoutes(app);
      app.use((error: { status?: number; message?: string }, _req: Request, res: Response, _next: NextFunction) =>
        sendJson(res, error.status ?? 500, { message: error.message }),
      );
      break;
  }
  return app;
}

// startSandbox: the whole sandbox on one loopback HTTP server. Order per request: metrics CORS origin → per-IP
// rate limit → metrics preflight → the generated helpers router (/sandbox/…, spec/sandbox/openapi.yaml) → the
// generated API router (/v0). Both routers are the same machinery: they route, authenticate, validate, call the
// handlers and check the answers against their document. The API router's stages (after routing and
// authentication) are the sandbox's own behaviour on top of the handlers: Sandbox-Simulate, then evolution mode,
// then a test's stages, if any.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { applyServerLimits, createApiRouter, type ApiStage, type ServerLimits } from '@ausd/express';
import type { Authenticate } from '@ausd/express/internal';
import { unsupportedNode } from '@ausd/command-line/node-version';
import { createClient as createHelpersClient, type Client as HelpersClient } from './generated/helpers/client.js';
import { createApiRouter as createHelpersRouter } from './generated/helpers/middleware.js';
import { operationRoutes as helperRoutes } from './generated/helpers/operation-routes.js';
import { authenticateApiKey, authenticateSession, type Principal } from './auth/authenticate.js';
import { authenticateHelperBearer } from './auth/helper-bearer.js';
import { signingKey as loadSigningKey } from './auth/session-tokens.js';
import { bootstrap, type SandboxKeys } from './seed/bootstrap.js';
import { createClock, type Clock } from './core/clock.js';
import type { SandboxContext } from './tenancy/context.js';
import { evolutionStage } from './evolve/evolution-stage.js';
import { apiHandlers } from './http/api-handlers.js';
import { metricsAllowOrigin, metricsPreflight } from './http/metrics-cors.js';
import { rateLimiter } from './http/rate-limit.js';
import type { RateLimit } from './store/request-window.js';
import { helperHandlers } from './http/helper-handlers.js';
import { refusingNul } from './http/refuse-nul.js';
import { refuseBadSignUp } from './http/sign-up-request.js';
import { underCommonPrefix } from './http/path-prefix.js';
import { simulationStage } from './simulate/simulation-stage.js';
import { SimulationLog } from './simulate/simulation-log.js';
import { DEFAULT_SEED_TRANSACTIONS, MAX_SEED_TRANSACTIONS } from './seed/seed-sandbox.js';
import { seededImage } from './seed/seeded-image.js';
import type { SeedProgress } from './seed/progress.js';
import { listenError, SandboxStartError } from './core/start-error.js';
import { isPostgresUrl, openStore } from './store/open-store.js';
import { openSqliteImage } from './store/sqlite-store.js';
import { logQuotaReached, requestLog } from './http/request-log.js';
import type { SandboxLimits } from './tenancy/limits.js';
import type { Role } from './auth/key-roles.js';
import { DEFAULT_UNUSED_DAYS, deleteIdleOrganizations } from './organizations/retention.js';
import { signUpGate } from './organizations/sign-up-tokens.js';
import { signUp, type SignUp } from './organizations/sign-up.js';
import { keyRateLimitStage } from './http/key-rate-limit.js';
import { organizationRateLimitStage } from './http/organization-rate-limit.js';
import { errorLog } from './http/error-log.js';
import { problemResult } from './http/error-results.js';
import { answerStarting, databaseUnavailable } from './http/unavailable.js';
import { databaseDown } from './store/database-down.js';

export interface SandboxOptions {
  /** SQLite file path, or `:memory:` (default). */
  db?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Seed number for a new database (default 1); null seeds no sample data. */
  seed?: number | null;
  /** Settled transactions seeded for the primary organization (default 600, at most 100,000). */
  seedTransactions?: number;
  /** Called as a new database's transactions are seeded (every 1,000 and at the end). */
  onSeedProgress?: SeedProgress;
  /** Secrets the two organizations' API keys take; generated when absent. */
  apiKeys?: { primary?: string; other?: string };
  /** Per-IP rate limit; off when absent or false. */
  rateLimit?: RateLimit | false;
  /** The clock everything reads (default: wall clock; the /sandbox/clock helper advances it). */
  clock?: Clock;
  /**
   * Stages of the API router after the sandbox's own (@ausd/express's `ApiStage`): how tests inject a deliberate
   * contract violation to prove the conformance runner catches it.
   */
  stages?: readonly ApiStage<Principal>[];
  /**
   * Answer as the service may after changes the versioning policy allows: unknown values of every open enum,
   * extra properties on open objects (`Sandbox-Simulate: evolve` does it for one request).
   */
  evolve?: boolean;
  /** Check every response against the contract (default on; a violation becomes a 500 and is logged). */
  validateResponses?: boolean;
  /** Connection timeouts and cap (default: the middleware's `defaultServerLimits`). */
  serverLimits?: ServerLimits;
  /**
   * One JSON line per request on stderr (request id, organization, operation, status, latency): `'json'`, or
   * false for none. Default: on over PostgreSQL (a deployment), off over SQLite (a test's embedded sandbox).
   */
  log?: 'json' | false;
  /** Bounds per organization other than the documented defaults (`SandboxLimits`). */
  limits?: Partial<SandboxLimits>;
  /**
   * The tokens `POST /sandbox/organizations` takes as `Authorization: Bearer …`, one per integrator; sign-up is open
   * without one.
   */
  signUpToken?: string | readonly string[];
  /** Organizations each sign-up token may hold at once (default 100); past it, sign-up with it is `403 forbidden`. */
  signUpQuota?: number;
  /** Delete organizations made by sign-up once idle this many days (checked at start and hourly); kept when absent. */
  retentionDays?: number;
  /** Delete organizations made by sign-up that no key used within this many days of it (default 7); false keeps them. */
  unusedDays?: number | false;
  /** Per-key rate limit (per process); off when absent or false. */
  keyRateLimit?: RateLimit | false;
  /** Per-organization rate limit, held across every process over one database; off when absent or false. */
  organizationRateLimit?: RateLimit | false;
}

/** An organization made by `createOrganization()`: its Owner key and the test helpers acting for it. */
export interface CreatedOrganization {
  organizationId: string;
  apiKey: { id: string; secret: string; roles: Role[] };
  helpers: HelpersClient;
}

export interface CloseOptions {
  /**
   * Let requests in flight finish for up to this long before their connections are cut (default 0: cut at once).
   * New connections are refused from the start.
   */
  drainMs?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  apiKeys: {
    primary: string;
    other: string;
    /** Keys that exist but were not created in the dashboard (401 key_not_provisioned). */
    notProvisioned: { primary: string; other: string };
  };
  /** Which of the two organization keys were generated (rather than given). */
  generatedKeys: ('primary' | 'other')[];
  clock: Clock;
  /** The typed test helpers (spec/sandbox/openapi.yaml) as the primary organization, e.g. `helpers.clock.advance({seconds: 901})`. */
  helpers: HelpersClient;
  /** The test helpers as the organization of another API key (e.g. `apiKeys.other`). */
  helpersFor(apiKey: string): HelpersClient;
  /**
   * A new organization of its own (`POST /sandbox/organizations`, bounds included): a tenant per test file, with its
   * own clock, outages and data on one sandbox.
   */
  createOrganization(request?: SignUp): Promise<CreatedOrganization>;
  close(options?: CloseOptions): Promise<void>;
}

export type { HelpersClient };

/** The helpers document's requests: under the path segments its operations share (`/sandbox`). */
const underHelpersPrefix = underCommonPrefix(Object.values(helperRoutes).map((route) => route.path));

function checkSeedTransactions(count: number | undefined): void {
  if (count === undefined || (Number.isInteger(count) && count >= 0 && count <= MAX_SEED_TRANSACTIONS)) return;
  throw new SandboxStartError(
    `seedTransactions must be an integer from 0 to ${MAX_SEED_TRANSACTIONS.toLocaleString('en')}, got ${count}`,
  );
}

/** Binds the address first: a port in use or a foreign address is refused before any seeding. */
async function listen(server: Server, port: number, host: string): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    throw listenError(error, host, port);
  }
}

/** Opens the database and brings it to a usable state (seeding a new one); closes it again when that fails. */
async function openSandbox(options: SandboxOptions): Promise<{ ctx: SandboxContext; keys: SandboxKeys }> {
  const target = options.db ?? ':memory:';
  const seed = options.seed === undefined ? 1 : options.seed;
  // A new in-memory database on the wall clock, seeded without a progress report: a copy of the seeding a sandbox
  // of this process did before (seed/seeded-image.ts).
  const fromImage =
    target === ':memory:' && seed !== null && options.clock === undefined && options.onSeedProgress === undefined;
  const db = fromImage
    ? await openSqliteImage(
        await seededImage({ seed, transactions: options.seedTransactions ?? DEFAULT_SEED_TRANSACTIONS }),
      )
    : await openStore(target);
  const clock = options.clock ?? createClock();
  const ctx: SandboxContext = {
    db,
    clock,
    newId: randomUUID,
    outages: { routeCreation: false, tokenExchange: false },
    limits: options.limits,
  };
  try {
    const keys = await bootstrap(ctx, {
      seed,
      seedTransactions: options.seedTransactions,
      onSeedProgress: options.onSeedProgress,
      apiKeys: options.apiKeys,
    });
    return { ctx, keys };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // Before the database opens: better-sqlite3's addon crashes an older Node (exit 139) rather than failing.
  const unsupported = unsupportedNode();
  if (unsupported !== undefined) throw new SandboxStartError(unsupported);
  checkSeedTransactions(options.seedTransactions);
  if (options.retentionDays !== undefined && !(options.retentionDays > 0))
    throw new SandboxStartError(`retentionDays must be a positive number of days, got ${options.retentionDays}`);
  const reclaim = { retentionDays: options.retentionDays, unusedDays: options.unusedDays ?? DEFAULT_UNUSED_DAYS };
  if (reclaim.unusedDays !== false && !(reclaim.unusedDays > 0))
    throw new SandboxStartError(`unusedDays must be a positive number of days or false, got ${reclaim.unusedDays}`);
  if (options.signUpQuota !== undefined && !(Number.isInteger(options.signUpQuota) && options.signUpQuota > 0))
    throw new SandboxStartError(`signUpQuota must be a whole number from 1, got ${options.signUpQuota}`);
  const server = createServer();
  applyServerLimits(server, options.serverLimits);
  // Until migrated and seeded, a request is answered 503 at once rather than left waiting.
  server.on('request', answerStarting);
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  let opened;
  try {
    opened = await openSandbox(options);
  } catch (error) {
    server.close();
    throw error;
  }
  const { ctx, keys } = opened;
  const { db, clock } = ctx;
  let key;
  try {
    key = await loadSigningKey(db);
  } catch (error) {
    server.close();
    await db.destroy();
    throw error;
  }

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  const logging = options.log ?? (isPostgresUrl(options.db ?? '') ? 'json' : false);
  const log = logging === 'json' ? requestLog((line) => process.stderr.write(line)) : undefined;
  const tokens = options.signUpToken;
  const gate = signUpGate(typeof tokens === 'string' ? [tokens] : (tokens ?? []), options.signUpQuota);
  if (gate !== undefined && log !== undefined) gate.onQuotaReached = (event) => logQuotaReached(event);
  if (log) app.use(log);
  /** Tells the log the operation a router matched and, once authenticated, the organization. */
  const noted = (authenticate: Authenticate<Principal>): Authenticate<Principal> =>
    log === undefined
      ? authenticate
      : async (request) => {
          log.note(request.req, { operation: request.operation.operationId });
          const result = await authenticate(request);
          if (result.ok) log.note(request.req, { organizationId: result.principal.organizationId });
          return result;
        };
  /** A public operation is not authenticated: the first stage tells the log its operation (either router's). */
  const noteStage =
    log === undefined
      ? []
      : [
          {
            name: 'request-log',
            beforeHandler: (context: { raw: { req: IncomingMessage }; operation: { operationId: string } }) => {
              log.note(context.raw.req, { operation: context.operation.operationId });
              return undefined;
            },
          },
        ];
  app.use(metricsAllowOrigin);
  const limiter = options.rateLimit ? rateLimiter(options.rateLimit) : undefined;
  if (limiter) app.use(limiter);
  app.use(metricsPreflight);
  const simulations = new SimulationLog(db);
  const organizationLimit = options.organizationRateLimit
    ? [organizationRateLimitStage(db, options.organizationRateLimit)]
    : [];
  /** Both routers: errors as JSON lines; a database that does not answer is a 503, not a 500. */
  const write = (line: string) => process.stderr.write(line);
  const reporting = {
    onError: errorLog('error', write),
    onResponseViolation: errorLog('response violation', write),
    answerError: (error: unknown) => (databaseDown(error) ? problemResult(databaseUnavailable()) : undefined),
  };
  const helpers = createHelpersRouter<Principal>({
    handlers: refusingNul(helperHandlers(ctx, key, simulations, gate)),
    // A paused key's session may resume that key (the dashboard's one action on it), and nothing else.
    authenticate: noted(({ credential, operation }) =>
      authenticateHelperBearer(db, key, clock, credential, operation.operationId === 'resumeApiKey'),
    ),
    stages: [...noteStage, ...organizationLimit],
    validateResponses: options.validateResponses ?? true,
    ...reporting,
  });
  app.use((req, res, next) => (underHelpersPrefix(req.path) ? helpers(req, res, next) : next()));
  app.use(
    createApiRouter<Principal>({
      handlers: refusingNul(apiHandlers(ctx, key)),
      authenticate: noted(({ role, credential }) =>
        role === 'exchange'
          ? authenticateApiKey(db, clock, credential)
          : authenticateSession(db, key, clock, credential),
      ),
      stages: [
        ...noteStage,
        ...(options.keyRateLimit ? [keyRateLimitStage(options.keyRateLimit)] : []),
        ...organizationLimit,
        simulationStage(simulations, limiter?.hold),
        evolutionStage(options.evolve ?? false),
        ...(options.stages ?? []),
      ],
      validateResponses: options.validateResponses ?? true,
      ...reporting,
    }),
  );

  const retention = setInterval(() => void deleteIdleOrganizations(ctx, reclaim).catch(() => {}), 3_600_000);
  retention.unref();
  await deleteIdleOrganizations(ctx, reclaim);

  server.off('request', answerStarting);
  server.on('request', app);
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let closing: Promise<void> | undefined;
  const url = `http://${host}:${port}`;
  // The helpers' session follows the test clock, so an advance past its lifetime renews it before use.
  const helpersFor = (apiKey: string) =>
    createHelpersClient({ baseUrl: url, apiKey, now: () => clock.now().getTime() });
  return {
    url,
    port,
    apiKeys: { primary: keys.primary, other: keys.other, notProvisioned: keys.notProvisioned },
    generatedKeys: keys.generated,
    clock,
    helpers: helpersFor(keys.primary),
    helpersFor,
    async createOrganization(request = {}) {
      refuseBadSignUp(request);
      const made = await signUp(ctx, request);
      return { ...made, helpers: helpersFor(made.apiKey.secret) };
    },
    close({ drainMs = 0 }: CloseOptions = {}) {
      clearInterval(retention);
      closing ??= new Promise<void>((resolve, reject) => {
        // The database closes only once every connection has: a request in flight finishes its queries first.
        server.close((error) => {
          clearTimeout(cut);
          clearInterval(idle);
          db.destroy().then(
            () => (error ? reject(error) : resolve()),
            (destroyError: unknown) => reject(error ?? destroyError),
          );
        });
        // A keep-alive connection whose request finishes while draining goes as soon as it is idle.
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => server.closeAllConnections(), drainMs);
      });
      return closing;
    },
  };
}

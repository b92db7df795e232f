import { existsSync, mkdirSync } from 'node:fs';
import { MAX_SEED_TRANSACTIONS } from '../seed/seed-sandbox.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { seedProgress } from './seed-progress.js';
import { watchParent } from './parent-watch.js';
import { defaultLimits, type SandboxLimits } from '../tenancy/limits.js';
import { DEFAULT_SIGNUP_QUOTA } from '../organizations/sign-up-tokens.js';
import { DEFAULT_UNUSED_DAYS } from '../organizations/retention.js';

const DEFAULT_DB = '.sandbox/sandbox.db';
/** How long SIGTERM lets requests in flight finish before their connections are cut. */
const DRAIN_SECONDS = 10;

const usage = (program: string) => `
Usage: ${program} [options]
       ${program} migrate --db postgres://USER@HOST/DB [--dry-run]

Runs the stateful sandbox of the whole API on SQLite, or on PostgreSQL (several processes over one database
serve as one sandbox). Prints one line, 'listening on http://HOST:PORT', once ready; Ctrl-C, SIGTERM or the
exit of the process that started it lets requests in flight finish (up to ${DRAIN_SECONDS} s) and exits. A new
database is seeded deterministically. In scripts, start it as node_modules/.bin/ausd-sandbox so '& ... kill $!'
signals it directly. 'migrate' only applies the database's outstanding migrations, naming each, and exits;
'migrate --dry-run' names the ones it would apply and changes nothing.

Options:
  --port N               port to listen on (default: SANDBOX_PORT, else 4010; 0 picks a free one)
  --host HOST            address to bind (default 127.0.0.1)
  --db PATH|URL          SQLite database file (its folder must exist), :memory:, or a postgres:// or
                         postgresql:// URL (default ${DEFAULT_DB}, its folder created)
  --seed N               seed number for a new database (default 1)
  --no-seed              create a new database without sample data (organizations and keys only)
  --seed-transactions N  settled transactions seeded for the primary organization (default 600, at most
                         ${MAX_SEED_TRANSACTIONS.toLocaleString('en')}; progress is shown on seeds that take over a second)
  --rate-limit N/S       per-IP limit of N requests per S seconds (default 50/1), or 'off'
  --key-rate-limit N/S   per-API-key limit, per process (default 100/1), or 'off'
  --organization-rate-limit N/S
                         per-organization limit, held across every replica (default 25/1 over PostgreSQL,
                         off over SQLite), or 'off'
  --signup-token TOKEN   a token POST /sandbox/organizations takes as 'Authorization: Bearer TOKEN'; repeat
                         it, one per integrator (default: SANDBOX_SIGNUP_TOKEN; sign-up is open without one)
  --signup-quota N       organizations each sign-up token may hold at once (default ${DEFAULT_SIGNUP_QUOTA})
  --retention-days N     delete organizations made by sign-up once idle N days (default: kept)
  --unused-days N|off    delete organizations made by sign-up that no key used within N days of it
                         (default ${DEFAULT_UNUSED_DAYS})
  --limits NAME=N,...    bounds other than their defaults, each a whole number from 1 (the test helpers
                         document gives the defaults); names:
                         ${Object.keys(defaultLimits).join(', ')}
  --evolve               answer as the versioning policy allows the service to change without notice: values
                         of open enums the contract does not list, extra properties on open objects
                         (per request: the header 'Sandbox-Simulate: evolve')
  --log json|off         one JSON line per request on stderr (default: json over PostgreSQL, off over SQLite)

Environment:
  SANDBOX_PORT           the port, when --port is not given (a firewalled CI job, a debugger)
  SANDBOX_API_KEY        API key of the primary organization (generated and printed to stderr when unset)
  SANDBOX_OTHER_API_KEY  API key of the second organization (same)
  SANDBOX_SIGNUP_TOKEN   the sign-up tokens, separated by commas, when --signup-token is not given

Test helpers live under /sandbox: see node_modules/@ausd/sandbox/test-helpers.md.`;

const migrateUsage = (program: string) => `
Usage: ${program} --db PATH|URL

Applies the database's outstanding migration steps, under the lock a starting sandbox takes, naming each, prints
'schema at migration N of N' and exits. Every process also migrates at start; run this first to migrate once,
before several replicas start.

Options:
  --db PATH|URL          a postgres:// or postgresql:// URL, or an SQLite database file
  --dry-run              name the steps it would apply and change nothing`;

function integer(value: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'a whole number' : `an integer from 0 to ${max}`;
    throw new UsageError(`${name} must be ${range}, got '${value}'`);
  }
  return parsed;
}

function rateLimit(value: string | undefined, name = '--rate-limit', fallback = '50/1') {
  if (value === 'off') return false as const;
  const match = /^([1-9][0-9]*)\/([1-9][0-9]*)$/.exec(value ?? fallback);
  if (match === null) throw new UsageError(`${name} must be N/S (requests per seconds) or 'off', got '${value}'`);
  return { requests: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** A whole number from 1 (a count of days, a quota), or undefined when not given. */
function wholeDays(value: string | undefined, name: string): number | undefined {
  if (value !== undefined && integer(value, name, 0) === 0)
    throw new UsageError(`${name} must be a whole number from 1, got '${value}'`);
  return value === undefined ? undefined : Number(value);
}

/** The sign-up tokens: every --signup-token, else SANDBOX_SIGNUP_TOKEN split at commas. */
function signUpTokens(given: string[] | undefined): string[] {
  const tokens = given ?? (process.env.SANDBOX_SIGNUP_TOKEN ?? '').split(',').map((token) => token.trim());
  const kept = tokens.filter((token) => token !== '');
  if (given !== undefined && kept.length < given.length) throw new UsageError('--signup-token must not be empty');
  return kept;
}

function limitsOption(value: string | undefined): Partial<SandboxLimits> | undefined {
  if (value === undefined) return undefined;
  const limits: Partial<SandboxLimits> = {};
  for (const pair of value.split(',')) {
    const [name = '', figure] = pair.split('=');
    if (!Object.hasOwn(defaultLimits, name))
      throw new UsageError(`--limits names one of ${Object.keys(defaultLimits).join(', ')}, got '${name}'`);
    if (figure === undefined || !/^[1-9][0-9]{0,8}$/.test(figure))
      throw new UsageError(`--limits ${name} must be a whole number from 1, got '${figure ?? ''}'`);
    limits[name as keyof SandboxLimits] = Number(figure);
  }
  return limits;
}

function logOption(value: string | undefined): 'json' | false | undefined {
  if (value === undefined) return undefined;
  if (value === 'json') return 'json';
  if (value === 'off') return false;
  throw new UsageError(`--log must be 'json' or 'off', got '${value}'`);
}

/**
 * `migrate --db URL`: the outstanding migrations, under the same lock a starting sandbox takes, each named as it is
 * applied; with `--dry-run`, the steps it would apply, and nothing changed.
 */
async function migrate(argv: string[], program: string): Promise<number> {
  let db: string;
  let dryRun: boolean;
  try {
    const values = parseOptions(argv, { db: { type: 'string' }, 'dry-run': { type: 'boolean' } });
    if (values.db === undefined) throw new UsageError('migrate needs --db (a postgres:// URL or an SQLite file)');
    db = values.db;
    dryRun = values['dry-run'] ?? false;
  } catch (error) {
    process.stderr.write(
      `${program} migrate: ${error instanceof Error ? error.message : String(error)}\n` +
        `${migrateUsage(`${program} migrate`).trim()}\n`,
    );
    return 2;
  }
  const { isPostgresUrl, openStore } = await import('../store/open-store.js');
  const { redactedUrl } = await import('../store/postgres-store.js');
  const { StoreOpenError } = await import('../core/start-error.js');
  const { migrate: applyMigrations, migrationState, MigrationStepError } = await import('../store/migrate.js');
  const { migrations } = await import('../store/migrations.js');
  const newFile = !isPostgresUrl(db) && db !== ':memory:' && !existsSync(db);
  const lines: string[] = [];
  let applied: number;
  try {
    if (dryRun && newFile) {
      lines.push(...migrations.map((step) => `would apply ${step.name}`));
      applied = 0;
    } else {
      const store = await openStore(db, { migrate: false });
      try {
        if (dryRun) lines.push(...(await migrationState(store)).pending.map((name) => `would apply ${name}`));
        else lines.push(...(await applyMigrations(store)).map((name) => `applied ${name}`));
        applied = (await migrationState(store)).applied.length;
      } finally {
        await store.destroy();
      }
    }
  } catch (error) {
    const refused =
      error instanceof MigrationStepError
        ? new StoreOpenError(
            redactedUrl(db),
            `${error.message}; no step was applied.\nNext step: give a database the sandbox made, or a new one.`,
          )
        : error;
    if (!(refused instanceof StoreOpenError)) throw refused;
    process.stderr.write(`${program}: --db ${refused.file}: ${refused.reason}\n`);
    return 2;
  }
  lines.push(`${redactedUrl(db)}: schema at migration ${applied} of ${migrations.length}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

const command: Command = {
  usage,
  subcommands: { migrate: async (program) => migrateUsage(program) },
  async run(argv, program) {
    if (argv[0] === 'migrate') return migrate(argv.slice(1), program);
    let options;
    try {
      const values = parseOptions(argv, {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        seed: { type: 'string' },
        'no-seed': { type: 'boolean' },
        'seed-transactions': { type: 'string' },
        'rate-limit': { type: 'string' },
        'key-rate-limit': { type: 'string' },
        'organization-rate-limit': { type: 'string' },
        'signup-token': { type: 'string', multiple: true },
        'signup-quota': { type: 'string' },
        'retention-days': { type: 'string' },
        'unused-days': { type: 'string' },
        limits: { type: 'string' },
        evolve: { type: 'boolean' },
        log: { type: 'string' },
      });
      const retentionDays = values['retention-days'];
      if (retentionDays !== undefined && integer(retentionDays, '--retention-days', 0) === 0)
        throw new UsageError(`--retention-days must be a whole number of days from 1, got '${retentionDays}'`);
      if (values['no-seed'] && values.seed !== undefined)
        throw new UsageError('--seed and --no-seed exclude each other');
      options = {
        port:
          values.port === undefined && process.env.SANDBOX_PORT
            ? integer(process.env.SANDBOX_PORT, 'SANDBOX_PORT', 4010, 65535)
            : integer(values.port, '--port', 4010, 65535),
        host: values.host ?? '127.0.0.1',
        db: values.db ?? DEFAULT_DB,
        seed: values['no-seed'] ? null : integer(values.seed, '--seed', 1),
        seedTransactions: integer(values['seed-transactions'], '--seed-transactions', 600, MAX_SEED_TRANSACTIONS),
        rateLimit: rateLimit(values['rate-limit']),
        keyRateLimit: rateLimit(values['key-rate-limit'], '--key-rate-limit', '100/1'),
        organizationRateLimit:
          values['organization-rate-limit'] === undefined
            ? undefined
            : rateLimit(values['organization-rate-limit'], '--organization-rate-limit'),
        signUpToken: signUpTokens(values['signup-token']),
        signUpQuota: wholeDays(values['signup-quota'], '--signup-quota') ?? DEFAULT_SIGNUP_QUOTA,
        retentionDays: retentionDays === undefined ? undefined : Number(retentionDays),
        unusedDays:
          values['unused-days'] === 'off' ? (false as const) : wholeDays(values['unused-days'], '--unused-days'),
        limits: limitsOption(values.limits),
        evolve: values.evolve ?? false,
        log: logOption(values.log),
        apiKeys: {
          primary: process.env.SANDBOX_API_KEY || undefined,
          other: process.env.SANDBOX_OTHER_API_KEY || undefined,
        },
      };
    } catch (error) {
      process.stderr.write(
        `${program}: ${error instanceof Error ? error.message : String(error)}\n${usage(program).trim()}\n`,
      );
      return 2;
    }
    const { startSandbox } = await import('../server.js');
    const { isPostgresUrl } = await import('../store/open-store.js');
    // Replicas share PostgreSQL, so the organization's limit holds across them; one SQLite process needs none.
    options.organizationRateLimit ??= isPostgresUrl(options.db) && { requests: 25, windowSeconds: 1 };
    const { SandboxStartError, StoreOpenError } = await import('../core/start-error.js');
    if (options.db === DEFAULT_DB) mkdirSync('.sandbox', { recursive: true });
    let sandbox;
    try {
      sandbox = await startSandbox({ ...options, onSeedProgress: seedProgress() });
    } catch (error) {
      if (!(error instanceof SandboxStartError)) throw error;
      const message = error instanceof StoreOpenError ? `--db ${error.file}: ${error.reason}` : error.message;
      process.stderr.write(`${program}: ${message}\n`);
      return 2;
    }
    if (sandbox.generatedKeys.includes('primary')) process.stderr.write(`SANDBOX_API_KEY=${sandbox.apiKeys.primary}\n`);
    if (sandbox.generatedKeys.includes('other'))
      process.stderr.write(`SANDBOX_OTHER_API_KEY=${sandbox.apiKeys.other}\n`);
    process.stdout.write(`listening on ${sandbox.url}\n`);
    return new Promise<number>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        unwatch();
        sandbox.close({ drainMs: DRAIN_SECONDS * 1000 }).then(
          () => resolve(0),
          () => resolve(1),
        );
      };
      const unwatch = watchParent(() => {
        process.stderr.write(`${program}: the process that started it exited; shutting down\n`);
        stop();
      });
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
  },
};

export default command;

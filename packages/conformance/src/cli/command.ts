import { DEFAULTS } from '../run/runner.js';
import { parseOptions, seconds, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { checkOutputFiles } from '@ausd/command-line/output-file';
import { printable } from '../report/printable.js';
import type { AbortedRun } from '../report/report.js';
import { resolveSelection, selectionFrom, selectionOptions, UnknownSelection } from '../run/selection.js';

const usage = (program: string) => `
Usage: ${program} [options]
       ${program} proxy --upstream URL [--port P] [--har FILE] [--report FILE] [--junit FILE] [--html FILE]
       ${program} verify FILE.har [--url-prefix URL] [--junit FILE] [--json FILE] [--html FILE]

Checks a live deployment against the contract and prints a checks × operations summary; each check × operation
it applies to is a cell. Scenario checks send their own requests (the progress line counts their cells); response
checks inspect every answer. Against --base-url the run is read-only unless --allow-writes. Without --base-url it
starts the sandbox in-process on a loopback port (a free one unless --sandbox-port) with a fresh in-memory
database, thrown away after the run, and checks everything there: tenancy with the second organization's key, and
the write journey.

Options:
  --base-url URL        deployment to check (env AUSD_BASE_URL)
  --api-key KEY         API key of the organization to check (env AUSD_API_KEY)
  --other-api-key KEY   API key of a second organization, for the tenancy checks (env AUSD_OTHER_API_KEY)
  --sandbox-port N      without --base-url: the in-process sandbox's port (env AUSD_SANDBOX_PORT; default 0, a
                        free one), for a firewalled CI job or a debugger
  --allow-writes        also run the write journey against --base-url (accounts, routes; names carry a run
                        prefix); always on against the in-process sandbox
  --max-requests N      request budget (default ${DEFAULTS.maxRequests}); checks not reached are skipped
  --timeout S           whole-run time limit in seconds (default ${DEFAULTS.timeoutSeconds}); checks not reached are skipped
  --request-timeout S   time limit of each request in seconds (default ${DEFAULTS.requestTimeoutMs / 1000}); a request
                        without an answer by then fails its check (the token exchange: the run exits 2)
  --seed N              seed of the random queries (default: a new one per run, printed with their failures)
  --checks A,B          only these checks (names as the summary prints them)
  --exclude-checks A,B  every check but these
  --operations X,Y      only these operations: operation ids or tags (Accounts, …); a narrowed run says so in
                        its summary, JUnit and JSON
  --junit FILE          write JUnit XML (also when the run cannot start: one test case in error, saying why)
  --json FILE           write the full report as JSON (when the run cannot start: the reason, verdict "aborted")
  --html FILE           write a self-contained HTML report (verdict, matrix, failures, coverage, latency)

Exit status: 0 PASSED (every check that applied held), 1 FAILED (a check failed), 2 usage error, deployment
unreachable or the token exchange refused (its status, code and context.reason are printed), 3 INCOMPLETE (no
failure, but the request budget, the time limit or rate limiting stopped checks; they are listed).
'${program} proxy --help' and '${program} verify --help' give their options.`;

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new UsageError(`${name} must be a positive integer, got '${value}'`);
  return parsed;
}

function sandboxPort(value: string | undefined, name: string): number {
  const port = Number(value ?? '0');
  if (!/^\d+$/.test(value ?? '0') || port > 65535) throw new UsageError(`${name} must be 0 to 65535, got '${value}'`);
  return port;
}

async function target(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  otherApiKey: string | undefined,
  port: number,
) {
  if (baseUrl !== undefined) {
    if (!/^https?:\/\//.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got '${baseUrl}'`);
    if (!apiKey) throw new UsageError('--api-key (or AUSD_API_KEY) is required with --base-url');
    return { baseUrl, apiKey, otherApiKey, close: async () => {} };
  }
  // @ausd/conformance has the sandbox as an optional peer: CI against staging needs no SQLite.
  const { startSandbox } = await import('@ausd/sandbox').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError(
      'without --base-url the sandbox runs in-process, and @ausd/sandbox is not installed.\n' +
        'Next step: npm install @ausd/sandbox, or pass --base-url and --api-key',
    );
  });
  const sandbox = await startSandbox({ db: ':memory:', port, host: '127.0.0.1' });
  return {
    baseUrl: sandbox.url,
    apiKey: sandbox.apiKeys.primary,
    otherApiKey: sandbox.apiKeys.other,
    close: () => sandbox.close(),
  };
}

const command: Command = {
  usage,
  subcommands: {
    proxy: async (program) => (await import('../proxy/command.js')).proxyUsage(program),
    verify: async (program) => (await import('../verify/command.js')).verifyUsage(program),
  },
  async run(argv, program) {
    if (argv[0] === 'proxy') {
      const { runProxyCommand } = await import('../proxy/command.js');
      return runProxyCommand(argv.slice(1), `${program} proxy`);
    }
    if (argv[0] === 'verify') {
      const { runVerifyCommand } = await import('../verify/command.js');
      return runVerifyCommand(argv.slice(1), `${program} verify`);
    }
    const { EXIT_STATUS, formatAbortJunit, formatSummary, loadContract, progressReporter, RunAborted, runConformance } =
      await import('../index.js');
    const { catalogue } = await import('../run/runner.js');
    const { writeReportFile, writeReports } = await import('../report/write-reports.js');
    let options;
    try {
      const values = parseOptions(argv, {
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'other-api-key': { type: 'string' },
        'sandbox-port': { type: 'string' },
        'allow-writes': { type: 'boolean' },
        'max-requests': { type: 'string' },
        timeout: { type: 'string' },
        'request-timeout': { type: 'string' },
        seed: { type: 'string' },
        ...selectionOptions,
        junit: { type: 'string' },
        json: { type: 'string' },
        html: { type: 'string' },
      });
      options = {
        baseUrl: values['base-url'] ?? process.env.AUSD_BASE_URL,
        apiKey: values['api-key'] ?? process.env.AUSD_API_KEY,
        otherApiKey: values['other-api-key'] ?? process.env.AUSD_OTHER_API_KEY,
        sandboxPort:
          values['sandbox-port'] === undefined && process.env.AUSD_SANDBOX_PORT
            ? sandboxPort(process.env.AUSD_SANDBOX_PORT, 'AUSD_SANDBOX_PORT')
            : sandboxPort(values['sandbox-port'], '--sandbox-port'),
        // The in-process sandbox is thrown away after the run: nothing the journey writes outlives it.
        allowWrites:
          (values['allow-writes'] ?? false) || (values['base-url'] ?? process.env.AUSD_BASE_URL) === undefined,
        maxRequests: positive(values['max-requests'], '--max-requests'),
        timeoutSeconds: seconds(values.timeout, '--timeout'),
        requestTimeoutSeconds: seconds(values['request-timeout'], '--request-timeout'),
        seed: positive(values.seed, '--seed'),
        selection: selectionFrom(values),
        junit: values.junit,
        json: values.json,
        html: values.html,
      };
      if (values['sandbox-port'] !== undefined && options.baseUrl !== undefined)
        throw new UsageError('--sandbox-port sets the in-process sandbox, which --base-url replaces: give one of them');
      if (options.otherApiKey !== undefined && options.otherApiKey === options.apiKey)
        throw new UsageError(
          '--api-key and --other-api-key are the same key: --other-api-key takes a key of a second organization, ' +
            'for the tenancy checks (leave it out to skip them)',
        );
      checkOutputFiles({ '--junit': options.junit, '--json': options.json, '--html': options.html });
    } catch (error) {
      process.stderr.write(
        `${program}: ${error instanceof Error ? error.message : String(error)}\n${usage(program).trim()}\n`,
      );
      return 2;
    }
    // A misspelt name is refused before a sandbox starts or a request leaves.
    const contract = await loadContract();
    try {
      resolveSelection(options.selection, catalogue(), contract.operations);
    } catch (error) {
      if (!(error instanceof UnknownSelection)) throw error;
      process.stderr.write(`${program}: ${error.message}\n`);
      return 2;
    }
    let deployment;
    try {
      deployment = await target(options.baseUrl, options.apiKey, options.otherApiKey, options.sandboxPort);
    } catch (error) {
      // The deployment's own answer may be quoted (a refused token exchange).
      process.stderr.write(`${program}: ${printable(error instanceof Error ? error.message : String(error))}\n`);
      return 2;
    }
    const progress = progressReporter();
    const startedAt = new Date().toISOString();
    try {
      const report = await runConformance({
        ...deployment,
        allowWrites: options.allowWrites,
        maxRequests: options.maxRequests,
        timeoutSeconds: options.timeoutSeconds,
        requestTimeoutMs:
          options.requestTimeoutSeconds === undefined ? undefined : options.requestTimeoutSeconds * 1000,
        seed: options.seed,
        selection: options.selection,
        contract,
        onProgress: progress.update,
      });
      progress.end();
      process.stdout.write(formatSummary(report));
      await writeReports(report, { junit: options.junit, json: options.json, html: options.html });
      return EXIT_STATUS[report.verdict];
    } catch (error) {
      progress.end();
      if (error instanceof RunAborted) {
        process.stderr.write(`${program}: ${printable(error.message)}\n`);
        // CI dashboards read the JUnit file: an empty one would hide why nothing was checked.
        if (options.junit) await writeReportFile('--junit', options.junit, formatAbortJunit(error.message));
        if (options.json) {
          const aborted: AbortedRun = {
            mode: 'run',
            baseUrl: deployment.baseUrl,
            startedAt,
            verdict: 'aborted',
            reason: error.message,
          };
          await writeReportFile('--json', options.json, `${JSON.stringify(aborted, null, 2)}\n`);
        }
        return 2;
      }
      throw error;
    } finally {
      await deployment.close();
    }
  },
};

export default command;

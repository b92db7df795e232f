// Every publishable package as an integrator gets it. `ausd-api release` publishes them to a real registry server
// on loopback (Verdaccio, test/support/registry.ts); each is installed by name and version range into its own empty
// project, its @ausd siblings from that registry (the integrator's `@ausd:registry` line) and everything else from
// npm's; every export is imported under plain Node, consumers type-check against the installed declarations and
// each README's examples compile against them with library checks on (its scripts run).
// Under each Node line (test/support/node-lines.ts) the installed bins answer --help, a sandbox started from the
// installed package answers the installed client, the installed ausd-mcp answers an MCP client over stdio and the
// full conformance run passes. The packages come from one real release, of a copy of the repository whose last
// release is its contract as it is now: the release command refuses a breaking contract change the version does not
// carry, refuses packages the checks of `npm test` find fault with, then publishes the change at the version that
// carries it. A first release (nothing on the registry yet) is test/cli/release-gate.slow.test.ts's.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratorsTsc } from '../../tools/tsc.js';
import { createClient } from '../../packages/client/src/generated/client.js';
import type { PackedManifest as Manifest } from '../../tools/pack.js';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { diagnostics, diagnosticsIn } from '../support/compiler-output.js';
import { nodeBinary, nodeLines, type NodeVersion } from '../support/node-lines.js';
import { npm, quietNpm, withoutNpmSettings } from '../support/npm-env.js';
import { type LocalRegistry, publishContract, startRegistry } from '../support/registry.js';
import { commitAll, copyWorkingTree } from '../support/workspace-copy.js';
import { bumpSentence } from '../../packages/api-toolkit/src/diff/bump-sentence.js';
import { nextVersion } from '../../packages/api-toolkit/src/diff/version.js';

interface Installed {
  manifest: Manifest;
  project: string;
  /** What each export provides: its export names, or the first line of a file export. */
  exports: Record<string, string | string[]>;
  /** Every package installed in the project, the package itself excluded. */
  installed: string[];
}
interface Outcome {
  code: number;
  /** The signal that ended the process (SIGABRT on a native crash), else null. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const root = path.resolve('.');
// The installs here start from npm's defaults, as on a new machine.
const baseEnv = { ...withoutNpmSettings, ...quietNpm };
/** The integrator's npm config: only the scope mapping the README gives. */
let env: NodeJS.ProcessEnv = baseEnv;

function run(command: string, args: string[], cwd: string, runEnv = env): Promise<Outcome> {
  return new Promise((resolve) =>
    execFile(command, args, { cwd, env: runEnv, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        signal: error?.signal ?? null,
        stdout,
        stderr,
      }),
    ),
  );
}

async function succeed(command: string, args: string[], cwd: string, runEnv = env): Promise<string> {
  const outcome = await run(command, args, cwd, runEnv);
  if (outcome.code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${outcome.code}):\n${outcome.stdout}\n${outcome.stderr}`);
  return outcome.stdout;
}

/** Imports every export under plain Node (no TypeScript loader) and reports what each one provides. */
const probe = (manifest: Manifest) => `
import { readFile } from 'node:fs/promises';
const report = {};
for (const subpath of ${JSON.stringify(Object.keys(manifest.exports ?? {}).filter((subpath) => !subpath.includes('*')))}) {
  const specifier = '${manifest.name}' + subpath.slice(1);
  if (subpath.endsWith('.json')) report[subpath] = Object.keys((await import(specifier, { with: { type: 'json' } })).default).sort();
  else if (/\\.(yaml|md|html|txt)$/.test(subpath)) report[subpath] = (await readFile(new URL(import.meta.resolve(specifier)), 'utf8')).split('\\n')[0];
  else report[subpath] = Object.keys(await import(specifier)).sort();
}
console.log(JSON.stringify(report));
`;

/** One call of the installed client against `baseUrl`, printed as JSON. */
const clientCall = `
import { createClient } from '@ausd/client';
const client = createClient({ baseUrl: process.env.BASE_URL, apiKey: process.env.API_KEY });
const page = await client.accounts.list({ limit: 2 });
console.log(JSON.stringify({ accounts: page.data.length, kinds: page.data.map((account) => account.kind) }));
`;
/** The installed ausd-mcp as an assistant starts it: the SDK's client over stdio, under the Node that runs this. */
const mcpCall = `
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const transport = new StdioClientTransport({ command: process.execPath, args: [process.env.MCP_BIN] });
const client = new Client({ name: 'probe', version: '1' });
await client.connect(transport);
const { tools } = await client.listTools();
const page = await client.callTool({ name: 'listAccounts', arguments: { limit: 2 } });
await client.close();
console.log(JSON.stringify({ tools: tools.length, accounts: page.structuredContent.data.length }));
`;

let work: string;
let registry: LocalRegistry;
/** A copy of this repository's working tree (node_modules linked) that the release command runs in. */
let repository: string;
const nodes = new Map<NodeVersion, string>();
const packages = new Map<string, Installed>();
const contract = JSON.parse(await readFile(path.join(root, 'generated/openapi.json'), 'utf8')) as {
  info: { title: string; version: string };
};
const version = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** The versions of the release, with its breaking change, as computed from the current ones (while 0.x: minor). */
const releasedVersion = nextVersion(version, 'major');
const bumpedContractVersion = nextVersion(contract.info.version, 'major');

function installedPackage(name: string): Installed {
  const found = packages.get(name);
  if (!found) throw new Error(`${name} was not installed`);
  return found;
}

/** Runs a bin of an installed package the way npm links it: its file, under the given Node. */
function bin(name: string, binName: string, args: string[], node = process.execPath): Promise<Outcome> {
  const { manifest, project } = installedPackage(name);
  const target = manifest.bin?.[binName];
  if (!target) throw new Error(`${name} has no bin ${binName}`);
  return run(node, [path.join(project, 'node_modules', name, target), ...args], project);
}

/** `ausd-api release` in the copy, publishing with the token of the registry's npm config. */
function release(...args: string[]): Promise<Outcome> {
  const publisher = { ...baseEnv, npm_config_userconfig: registry.npmrc };
  return run(
    npm,
    ['run', '-s', 'ausd-api', '--', 'release', '--registry', registry.url, ...args],
    repository,
    publisher,
  );
}

/** The registry's document of a package (versions and dist-tags). */
async function registryEntry(
  name: string,
): Promise<{ 'dist-tags': Record<string, string>; versions: Record<string, Manifest> }> {
  const response = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
  if (!response.ok) throw new Error(`${name}: ${response.status} from the registry`);
  return (await response.json()) as { 'dist-tags': Record<string, string>; versions: Record<string, Manifest> };
}

/** Installs `spec` into a new empty project named `dir`, as an integrator does. */
async function install(dir: string, spec: string): Promise<string> {
  const project = path.join(work, dir);
  await mkdir(project);
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await succeed(npm, ['install', '--no-audit', '--no-fund', spec], project);
  return project;
}

/** Folders node-gyp writes when it compiles, anywhere under `dir`. */
async function nativeBuilds(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory() && /^(Release|Debug)$/.test(entry.name) && path.basename(entry.parentPath) === 'build')
      found.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return found;
}

/** What the release command answered on the copy, in the order the platform team ran it. */
interface Releases {
  refused: Outcome;
  unfit: Outcome;
  released: Outcome;
}
let releases: Releases;

async function releaseScenario(): Promise<Releases> {
  const edit = async (file: string, from: string, to: string) => {
    const text = await readFile(path.join(repository, file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no '${from}' to edit`);
    await writeFile(path.join(repository, file), text.replace(from, to));
  };
  // A breaking change (a request accepts less: page sizes above 100 are refused), the contract's own version
  // raised as it calls for (while 0.x: minor), the packages' version by a patch only.
  await edit('spec/components/parameters.yaml', 'maximum: 200', 'maximum: 100');
  await edit('spec/openapi.yaml', `version: ${contract.info.version}`, `version: ${bumpedContractVersion}`);
  await succeed(npm, ['run', '-s', 'generate'], repository, baseEnv);
  await edit('package.json', `"version": "${version}"`, `"version": "${nextVersion(version, 'patch')}"`);
  await commitAll(repository, 'a breaking change at a patch version');
  const refused = await release();
  // The bump the changes call for, set as the platform team sets it.
  await succeed(npm, ['run', '-s', 'ausd-api', '--', 'version', 'auto', '--registry', registry.url], repository, {
    ...baseEnv,
    npm_config_userconfig: registry.npmrc,
  });
  await succeed(npm, ['run', '-s', 'generate'], repository, baseEnv);
  // A breaking change goes out only on purpose (test/cli/release-gate.slow.test.ts refuses it unlisted or expired).
  await writeFile(
    path.join(repository, '.ausd-diff.yaml'),
    'accepted:\n  - id: constraint-narrowed\n    at: /components/parameters/Limit/schema\n' +
      '    reason: Pages above 100 items timed out.\n    expires: 2999-12-31\n',
  );
  // A package publint finds fault with (a manifest that does not say it is ESM), in a dry run.
  await edit('generated/package.json', '"type": "module",\n  ', '');
  await commitAll(repository, 'the bump the changes call for, and a manifest publint refuses');
  const unfit = await release('--dry-run');
  await edit('generated/package.json', '"license"', '"type": "module",\n  "license"');
  await commitAll(repository, 'the manifest fixed');
  const released = await release();
  return { refused, unfit, released };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ausd-packages-'));
  repository = path.join(work, 'repository');
  let binaries: string[];
  [registry, binaries] = await Promise.all([
    startRegistry(),
    Promise.all(nodeLines.map(nodeBinary)),
    copyWorkingTree(root, repository),
  ]);
  nodeLines.forEach((line, i) => nodes.set(line, binaries[i]!));
  const integrator = path.join(work, 'integrator.npmrc');
  await writeFile(integrator, `@ausd:registry=${registry.url}\n`);
  env = { ...baseEnv, npm_config_userconfig: integrator };

  // The copy's last release: its contract as it is now, at the repository's version.
  await publishContract(registry, version, path.join(root, 'generated/openapi.json'));
  releases = await releaseScenario();
  const { released } = releases;
  if (released.code !== 0) throw new Error(`the release failed:\n${released.stdout}\n${released.stderr}`);
  const names = [...released.stdout.matchAll(/^ {2}published (\S+)@/gm)].map((match) => match[1]!);
  await Promise.all(
    names.map(async (name) => {
      const project = await install(name.replace('/', '+'), `${name}@^${releasedVersion}`);
      const manifest = JSON.parse(
        await readFile(path.join(project, 'node_modules', name, 'package.json'), 'utf8'),
      ) as Manifest;
      await writeFile(path.join(project, 'probe.mjs'), probe(manifest));
      const lock = JSON.parse(await readFile(path.join(project, 'node_modules/.package-lock.json'), 'utf8')) as {
        packages: Record<string, unknown>;
      };
      const installed = Object.keys(lock.packages)
        .map((key) => key.replace(/^.*node_modules\//, ''))
        .filter((other) => other !== name);
      const exports = JSON.parse(await succeed(process.execPath, ['probe.mjs'], project)) as Installed['exports'];
      packages.set(name, { manifest, project, exports, installed });
    }),
  );
  await writeFile(path.join(installedPackage('@ausd/client').project, 'call.mjs'), clientCall);
  await writeFile(path.join(installedPackage('@ausd/mcp').project, 'mcp-call.mjs'), mcpCall);
}, 300_000);

afterAll(async () => {
  await registry?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

it('publishes the ten packages at the one version of the repository', async () => {
  expect(releases.released.stdout).toContain(`Released 10 packages at ${releasedVersion}.`);
  expect([...packages.keys()].sort()).toEqual([
    '@ausd/api-toolkit',
    '@ausd/client',
    '@ausd/command-line',
    '@ausd/conformance',
    '@ausd/contract',
    '@ausd/contract-facts',
    '@ausd/contract-model',
    '@ausd/express',
    '@ausd/mcp',
    '@ausd/sandbox',
  ]);
  for (const { manifest } of packages.values()) expect(manifest.version).toBe(releasedVersion);
  for (const name of packages.keys()) expect((await registryEntry(name))['dist-tags'].latest).toBe(releasedVersion);
});

it('installs every package by name and range, @ausd siblings from the registry, without a native compile', async () => {
  const sandbox = installedPackage('@ausd/sandbox');
  expect(sandbox.installed).toEqual(expect.arrayContaining(['@ausd/express', 'better-sqlite3']));
  const lock = JSON.parse(await readFile(path.join(sandbox.project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>;
  };
  const siblings = Object.entries(lock.packages).filter(([key]) => key.startsWith('node_modules/@ausd/'));
  expect(siblings.length).toBeGreaterThan(1);
  for (const [, entry] of siblings) expect(entry.resolved).toMatch(new RegExp(`^${registry.url}`));
  for (const { project } of packages.values())
    expect(await nativeBuilds(path.join(project, 'node_modules'))).toEqual([]);
});

describe.each(nodeLines)('under Node %s', (line) => {
  const node = () => nodes.get(line)!;

  it('runs every bin with --help, exit 0', async () => {
    const help = await bin('@ausd/api-toolkit', 'ausd-api', ['--help'], node());
    expect(help).toMatchObject({ code: 0, signal: null });
    const names = [...help.stdout.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((match) => match[1]!);
    expect(names).toEqual(
      expect.arrayContaining(['lint', 'bundle', 'generate', 'docs', 'sandbox', 'conformance', 'diff', 'release']),
    );
    const runs = [
      ...names.map((name) => ({ pkg: '@ausd/api-toolkit', bin: 'ausd-api', args: [name, '--help'] })),
      { pkg: '@ausd/sandbox', bin: 'ausd-sandbox', args: ['--help'] },
      { pkg: '@ausd/conformance', bin: 'ausd-conformance', args: ['--help'] },
      { pkg: '@ausd/mcp', bin: 'ausd-mcp', args: ['--help'] },
    ];
    const outcomes = await Promise.all(runs.map((entry) => bin(entry.pkg, entry.bin, entry.args, node())));
    outcomes.forEach((outcome, i) =>
      expect({ run: runs[i]!.args[0], code: outcome.code, signal: outcome.signal, stderr: outcome.stderr }).toEqual({
        run: runs[i]!.args[0],
        code: 0,
        signal: null,
        stderr: '',
      }),
    );
  }, 60_000);

  it('answers a call of the installed client from a sandbox started from the installed package', async () => {
    const { manifest, project } = installedPackage('@ausd/sandbox');
    const entry = path.join(project, 'node_modules', manifest.name, manifest.bin!['ausd-sandbox']!);
    const sandbox = spawn(node(), [entry, '--port', '0', '--db', ':memory:', '--seed-transactions', '5'], {
      cwd: project,
      env,
    });
    let stdout = '';
    let stderr = '';
    sandbox.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    sandbox.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      sandbox.on('close', (code, signal) => resolve({ code, signal })),
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        sandbox.stdout.on('data', () => {
          const listening = /listening on (\S+)/.exec(stdout);
          if (listening) resolve(listening[1]!);
        });
        sandbox.on('close', () => reject(new Error(`the sandbox exited before listening: ${stderr}`)));
      });
      const apiKey = /^SANDBOX_API_KEY=(\S+)$/m.exec(stderr)?.[1];
      expect(apiKey).toBeDefined();
      const client = installedPackage('@ausd/client').project;
      const call = await run(node(), ['call.mjs'], client, { ...env, BASE_URL: url, API_KEY: apiKey });
      expect(call, call.stderr).toMatchObject({ code: 0, signal: null });
      expect(JSON.parse(call.stdout)).toMatchObject({ accounts: 2 });
    } finally {
      sandbox.kill('SIGTERM');
    }
    // Closing the database on the way out is where better-sqlite3 12 aborted on Node 24.
    expect(await exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('answers an MCP client over stdio from the installed ausd-mcp, its sandbox in process', async () => {
    const { manifest, project } = installedPackage('@ausd/mcp');
    const entry = path.join(project, 'node_modules', manifest.name, manifest.bin!['ausd-mcp']!);
    const call = await run(node(), ['mcp-call.mjs'], project, { ...env, MCP_BIN: entry });
    expect(call, call.stderr).toMatchObject({ code: 0, signal: null });
    expect(JSON.parse(call.stdout)).toEqual({ tools: expect.any(Number), accounts: 2 });
    expect(JSON.parse(call.stdout).tools).toBeGreaterThan(5);
  }, 60_000);

  it('passes the full conformance run against the embedded sandbox', async () => {
    const outcome = await bin('@ausd/api-toolkit', 'ausd-api', ['conformance', '--seed', '1'], node());
    expect(outcome, outcome.stderr.slice(-2000)).toMatchObject({ code: 0, signal: null });
    expect(outcome.stdout).toMatch(/^PASSED: \d+ checks/m);
  }, 120_000);
});

describe('@ausd/client', () => {
  it('installs with no dependency at all', () => {
    const { manifest, installed } = installedPackage('@ausd/client');
    expect(manifest.dependencies).toBeUndefined();
    expect(installed).toEqual([]);
  });

  it('imports the client and the types under plain Node', () => {
    const { exports } = installedPackage('@ausd/client');
    expect(exports['.']).toEqual(expect.arrayContaining(['ApiError', 'createClient', 'isErrorOf', 'PageList']));
    expect(exports['./types']).toEqual([]);
  });
});

describe('@ausd/contract-model', () => {
  it('reads the contract without the client or the router', () => {
    const { installed } = installedPackage('@ausd/contract-model');
    expect(installed).toContain('openapi3-ts');
    expect(installed).not.toContain('@ausd/client');
    expect(installed).not.toContain('@ausd/express');
  });
});

describe('@ausd/express', () => {
  it('serves the API without the client, the sandbox, SQLite or jose', () => {
    const { installed, exports } = installedPackage('@ausd/express');
    expect(exports['.']).toEqual(expect.arrayContaining(['apiErrorHandler', 'createApiRouter']));
    expect(exports['./operations']).toEqual(
      expect.arrayContaining(['errorCatalog', 'errorDocsUrl', 'operations', 'queryRules']),
    );
    expect(exports['./validators']).toEqual(['operationValidators', 'schemaValidators']);
    expect(installed).toContain('express');
    expect(installed).not.toContain('better-sqlite3');
    expect(installed).not.toContain('jose');
    expect(installed).not.toContain('@ausd/sandbox');
    expect(installed).not.toContain('@ausd/client');
  });
});

describe('@ausd/sandbox', () => {
  it('exports startSandbox and ships the test helpers documentation', () => {
    const { exports } = installedPackage('@ausd/sandbox');
    expect(exports['.']).toEqual(expect.arrayContaining(['startSandbox']));
    expect(exports['.']).not.toContain('faultClasses');
    expect(exports['./test-helpers.md']).toMatch(/^The sandbox \(`ausd-api sandbox`\)/);
    expect(exports['./helpers/openapi.json']).toEqual(expect.arrayContaining(['info', 'openapi', 'paths']));
  });
});

describe('@ausd/conformance', () => {
  it('exports the runner and its reporters without the sandbox, SQLite or the router', () => {
    const { exports, installed } = installedPackage('@ausd/conformance');
    expect(exports['.']).toEqual(expect.arrayContaining(['formatJunit', 'formatSummary', 'runConformance']));
    expect(installed).not.toContain('better-sqlite3');
    expect(installed).not.toContain('@ausd/sandbox');
    expect(installed).not.toContain('@ausd/express');
    expect(installed).toContain('@ausd/contract-facts');
  });

  it('says to install the sandbox when asked to run against it', async () => {
    const outcome = await bin('@ausd/conformance', 'ausd-conformance', []);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('npm install @ausd/sandbox');
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('@ausd/contract', () => {
  it('holds the bundled contract, the offline reference, llms.txt and the changelog, with no dependency', () => {
    const { exports, installed } = installedPackage('@ausd/contract');
    expect(installed).toEqual([]);
    expect(exports['./openapi.json']).toEqual(expect.arrayContaining(['components', 'info', 'openapi', 'paths']));
    expect(exports['./openapi.yaml']).toBe('openapi: 3.1.0');
    expect(exports['./docs/index.html']).toMatch(/^<!doctype html>/i);
    expect(exports['./CHANGELOG.md']).toBe('# Changelog');
    expect(exports['./docs/llms.txt']).toBe(`# ${contract.info.title}`);
    expect(exports['./docs/llms-full.txt']).toBe(`# ${contract.info.title}`);
  });
});

describe('@ausd/api-toolkit', () => {
  const toolkit = (args: string[]) => bin('@ausd/api-toolkit', 'ausd-api', args);

  it('prints the toolkit and contract versions', async () => {
    const outcome = await toolkit(['--version']);
    expect(outcome).toMatchObject({
      code: 0,
      stdout: `ausd-api ${releasedVersion}\ncontract ${bumpedContractVersion}\n`,
    });
  });

  it('says INCOMPLETE with exit 3 when the request budget cuts the run short', async () => {
    const outcome = await toolkit(['conformance', '--seed', '1', '--max-requests', '40']);
    expect(outcome.code, outcome.stderr.slice(-2000)).toBe(3);
    expect(outcome.stdout).toMatch(/^INCOMPLETE: \d+ checks/m);
  });

  it("validates a client's traffic through the conformance proxy, from the installed package", async () => {
    const sandbox = await startSandbox({ seedTransactions: 5 });
    const report = path.join(installedPackage('@ausd/api-toolkit').project, 'proxy-report.json');
    try {
      const { manifest, project } = installedPackage('@ausd/api-toolkit');
      const entry = path.join(project, 'node_modules', '@ausd/api-toolkit', manifest.bin!['ausd-api']!);
      const args = ['conformance', 'proxy', '--upstream', sandbox.url, '--port', '0', '--duration', '4'];
      const proxy = spawn(process.execPath, [entry, ...args, '--report', report], { cwd: project, env });
      let stdout = '';
      proxy.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      const exited = new Promise<number | null>((resolve) => proxy.on('close', resolve));
      const url = await new Promise<string>((resolve, reject) => {
        proxy.stdout.on('data', () => {
          const listening = /listening on (\S+)/.exec(stdout);
          if (listening) resolve(listening[1]!);
        });
        proxy.on('close', () => reject(new Error(`the proxy exited before listening: ${stdout}`)));
      });
      const client = createClient({ baseUrl: url, apiKey: sandbox.apiKeys.primary });
      expect((await client.accounts.list({ limit: 5 })).data.length).toBeGreaterThan(0);
      expect((await client.transactions.list({ limit: 3 })).data).toHaveLength(3);
      expect(await exited).toBe(0);
      expect(stdout).toMatch(/^PASSED: /m);
      const written = await readFile(report, 'utf8');
      expect((JSON.parse(written) as { requests: number }).requests).toBeGreaterThanOrEqual(3);
      expect(written).not.toContain(sandbox.apiKeys.primary);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('says the spec repository commands need the repository, with a next step and exit 2', async () => {
    for (const name of ['lint', 'bundle', 'generate', 'docs', 'release']) {
      const outcome = await toolkit([name]);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain('Next step:');
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

/** Uses the installed declarations the way an integrator would; the @ts-expect-error lines must fail to compile. */
const consumers: Record<string, string> = {
  '@ausd/client': `
import { createClient, isErrorOf } from '@ausd/client';
import type { Account, CreateRouteErrorCode, ListTransactionsQuery, paths } from '@ausd/client/types';
export function label(account: Account): string {
  return account.kind === 'wallet' ? account.address : account.bankName;
}
export const conflict: CreateRouteErrorCode<409> = 'route_already_exists';
// @ts-expect-error not a code of createRoute's 409
export const wrongConflict: CreateRouteErrorCode<409> = 'account_already_exists';
export const query: ListTransactionsQuery = { limit: 10, type: ['mint'] };
// @ts-expect-error limit is a number
export const badQuery: ListTransactionsQuery = { limit: '10' };
export type TransactionPath = keyof paths;
export const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
export async function firstAccount(): Promise<string | undefined> {
  try {
    return label(await client.accounts.get('3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'));
  } catch (error) {
    if (isErrorOf(error, client.accounts.get)) return error.code;
    throw error;
  }
}
`,
  '@ausd/express': `
import { apiErrorHandler, createApiRouter } from '@ausd/express';
import { errorDocsUrl, operations, type OperationId } from '@ausd/express/operations';
import { schemaValidators } from '@ausd/express/validators';
const id: OperationId = 'createRoute';
export const route: string = operations[id].path;
export const docs: string = errorDocsUrl('route_already_exists');
export const valid: boolean = schemaValidators.Account({});
export const mounted = [createApiRouter, apiErrorHandler];
`,
  '@ausd/sandbox': `
import { startSandbox, type RunningSandbox } from '@ausd/sandbox';
export async function start(): Promise<string> {
  const sandbox: RunningSandbox = await startSandbox({ db: ':memory:', port: 0 });
  await sandbox.close();
  return sandbox.apiKeys.primary;
}
`,
  '@ausd/mcp': `
import { createClient } from '@ausd/client';
import { createMcpServer, listenHttp, type HttpListener } from '@ausd/mcp';
export async function serve(baseUrl: string, apiKey: string): Promise<HttpListener> {
  const client = createClient({ baseUrl, apiKey });
  return listenHttp({ port: 0, host: '127.0.0.1' }, () => createMcpServer({ client, instructions: 'Our staging API.' }));
}
`,
  '@ausd/conformance': `
import { formatSummary, runConformance } from '@ausd/conformance';
export async function check(baseUrl: string, apiKey: string): Promise<string> {
  return formatSummary(await runConformance({ baseUrl, apiKey }));
}
`,
};

/**
 * A README's examples as an integrator copies them: its ```ts blocks in order make one module, except a block that
 * imports a library the package does not install (the client's openapi-fetch example), a module of its own with
 * that library from this repository; its ```js blocks make one script, which runs.
 */
async function readmeExamples(project: string, name: string): Promise<{ modules: string[]; scripts: string[] }> {
  const readme = await readFile(path.join(project, 'node_modules', name, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```(ts|js)\n([\s\S]*?)^```$/gm)].map((match) => ({
    language: match[1]!,
    code: match[2]!,
  }));
  const modules: string[] = [];
  let walkthrough = '';
  for (const { code } of blocks.filter((block) => block.language === 'ts')) {
    const missing = [...code.matchAll(/^import [^']*'([^'.][^']*)';$/gm)]
      .map((match) =>
        match[1]!
          .split('/')
          .slice(0, match[1]!.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((library) => !library.startsWith('node:') && !existsSync(path.join(project, 'node_modules', library)));
    if (missing.length === 0) {
      walkthrough += code;
      continue;
    }
    for (const library of missing) {
      await mkdir(path.dirname(path.join(project, 'node_modules', library)), { recursive: true });
      await symlink(path.join(root, 'node_modules', library), path.join(project, 'node_modules', library));
    }
    modules.push(code);
  }
  if (walkthrough) modules.unshift(walkthrough);
  const scripts = blocks.filter((block) => block.language === 'js').map((block) => block.code);
  return { modules, scripts: scripts.length > 0 ? [scripts.join('')] : [] };
}

// One program for every project, library checks on (`skipLibCheck: false`: a declaration that names a package an
// install lacks fails here, where the default would make it `any`), with Node's types as an integrator on Node has.
// Each file resolves its imports from its own project's node_modules, as an integrator's compiler would; the
// libraries every project shares (Node's types, the MCP SDK, the @ausd packages at one version) are read and
// checked once, and each project answers for the errors in its own folder.
it("type-checks consumers and every README's examples against the installed declarations, and runs its scripts", async () => {
  const projects = await Promise.all(
    [...packages].map(async ([name, { manifest, project }]) => {
      const { modules, scripts } = await readmeExamples(project, name);
      const exportsModules = Object.keys(manifest.exports ?? {}).some((subpath) => subpath !== './package.json');
      const files = modules.map((_, i) => `readme-${i}.ts`);
      await Promise.all(modules.map((code, i) => writeFile(path.join(project, files[i]!), code)));
      if (consumers[name] !== undefined) {
        await writeFile(path.join(project, 'consumer.ts'), consumers[name]);
        files.push('consumer.ts');
      }
      const ran = [];
      for (const [i, script] of scripts.entries()) {
        await writeFile(path.join(project, `readme-${i}.mjs`), script);
        const outcome = await run(process.execPath, [`readme-${i}.mjs`], project);
        ran.push({ code: outcome.code, stderr: outcome.stderr });
      }
      return {
        name,
        folder: path.relative(work, project),
        files: files.map((file) => path.join(path.relative(work, project), file)),
        examples: modules.length + scripts.length > 0 || !exportsModules,
        ran,
      };
    }),
  );
  await mkdir(path.join(work, 'node_modules/@types'), { recursive: true });
  await symlink(path.join(root, 'node_modules/@types/node'), path.join(work, 'node_modules/@types/node'));
  await writeFile(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022', 'DOM'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      files: projects.flatMap((project) => project.files),
    }),
  );
  const compiled = await run(process.execPath, [integratorsTsc, '-p', '.', '--pretty', 'false'], work);
  const found = diagnostics(compiled.stdout);
  expect(
    found.filter((text) => !projects.some((project) => text.startsWith(`${project.folder}/`))),
    'errors outside every project',
  ).toEqual([]);
  for (const project of projects) {
    expect(project.examples, `${project.name}: its README has no example`).toBe(true);
    expect(diagnosticsIn(found, project.folder), project.name).toEqual([]);
    for (const script of project.ran) expect(script, project.name).toEqual({ code: 0, stderr: '' });
  }
  expect(compiled.code, compiled.stdout).toBe(0);
}, 240_000);

describe('ausd-api release', () => {
  it('refuses a breaking contract change the version does not carry, publishing nothing', async () => {
    const { refused } = releases;
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stdout).toContain('contract changes: 1 breaking, 0 warnings, 0 info');
    expect(refused.stderr).toContain(
      `refused by the gate, nothing published:\n  - ${version} → ${nextVersion(version, 'patch')}: contract ` +
        `changes: 1 breaking, 0 warnings, 0 info; ${bumpSentence('major', version)}. Set "version" in package.json ` +
        'with ausd-api version auto.\n    breaking constraint-narrowed (listAccounts, listRoutes, ' +
        'listTransactions): parameter Limit accepts less',
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(Object.keys((await registryEntry('@ausd/contract')).versions)).not.toContain(nextVersion(version, 'patch'));
  }, 240_000);

  it('refuses when the checks of the packages find a problem, publishing nothing', async () => {
    const { unfit } = releases;
    expect(unfit.code, unfit.stdout + unfit.stderr).toBe(1);
    expect(unfit.stderr).toContain('refused by the gate, nothing published:\n  - npm run check:packages found');
    expect(unfit.stderr).toContain('@ausd/contract: publint: The package does not specify the "type" field');
    expect(unfit.stdout).not.toContain('would publish');
  }, 240_000);

  it('publishes every package at a version that carries the bump, with the changelog section', async () => {
    const { released } = releases;
    expect(released.code, released.stdout + released.stderr).toBe(0);
    expect(released.stdout).toContain(`  ${version} → ${releasedVersion} carries it\n`);
    expect(released.stdout).toContain(`Released 10 packages at ${releasedVersion}.`);
    // The breaking change went out accepted on purpose: release prints the acceptance.
    expect(released.stdout).toContain(
      '  accepted constraint-narrowed at /components/parameters/Limit/schema until 2999-12-31: Pages above 100 ' +
        'items timed out.\n',
    );
    const changelog = await readFile(path.join(repository, 'generated/CHANGELOG.md'), 'utf8');
    // Listed once, under its own heading with the reason, not among the breaking changes.
    const section = changelog.slice(
      changelog.indexOf(`## [${bumpedContractVersion}]`),
      changelog.indexOf('\n## ', changelog.indexOf(`## [${bumpedContractVersion}]`)),
    );
    expect(section).toContain(
      '\n### Accepted on purpose\n\n- Shared by several operations:\n  - parameter Limit accepts less: maximum ≤ 200 → ' +
        '≤ 100. Affects `listAccounts`, `listRoutes`, `listTransactions`. **Accepted (breaking):** Pages above 100 ' +
        'items timed out.',
    );
    expect(section).not.toContain('### Breaking');
    const date = changelog
      .split('\n')
      .find((line) => line.startsWith(`## [${bumpedContractVersion}] - `))
      ?.slice(-10);
    expect(date).toBeDefined();
    // The published contract is the changed one, and carries that section, in the reference's Versioning page too.
    const published = path.join(installedPackage('@ausd/contract').project, 'node_modules/@ausd/contract');
    expect(await readFile(path.join(published, 'CHANGELOG.md'), 'utf8')).toBe(changelog);
    const reference = await readFile(path.join(published, 'docs/index.html'), 'utf8');
    expect(reference.includes(`## ${bumpedContractVersion} - ${date}`), 'the section in docs/index.html').toBe(true);
    const document = JSON.parse(await readFile(path.join(published, 'openapi.json'), 'utf8')) as {
      info: { version: string };
      components: { parameters: { Limit: { schema: { maximum: number } } } };
    };
    expect(document.info.version).toBe(bumpedContractVersion);
    expect(document.components.parameters.Limit.schema.maximum).toBe(100);
  }, 240_000);
});

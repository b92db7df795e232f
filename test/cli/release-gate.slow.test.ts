// `ausd-api release`'s gate and `ausd-api version auto` on a committed copy of the repository, against a real
// registry on loopback (Verdaccio, test/support/registry.ts) holding one published @ausd/contract: the contract
// as it is, at the repository's version (a first release meets the registry empty). Every refusal comes before
// anything is built. The commands run in this process, as the ausd-api bin runs them, at the copy's root; what they
// start (git, npm) are real processes. A whole release through the bin, built and published, with a breaking change
// accepted in .ausd-diff.yaml, is proven in test/package/packages.test.ts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpSentence, contractBeside } from '../../packages/api-toolkit/src/diff/bump-sentence.js';
import { nextVersion } from '../../packages/api-toolkit/src/diff/version.js';
import { authenticationProblem, runNpm } from '../../packages/api-toolkit/src/cli/registry.js';
import { type LocalRegistry, publishContract, startRegistry } from '../support/registry.js';
import type { CommandName } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { npmSettingNames, quietNpm } from '../support/npm-env.js';
import { removeWhenSettled, runCliAt } from '../support/run-cli.js';
import type { CommandOutcome } from '../support/run-command.js';
import { commitAll, copyWorkingTree } from '../support/workspace-copy.js';

const root = path.resolve('.');

let work: string;
let repository: string;
let registry: LocalRegistry;
/** An npm user config with the scope mapping only: no credentials. */
let anonymous: string;
/** A release on the registry before anything is published on it, refused for a file not committed. */
let first: CommandOutcome;
const version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;
const contractVersion = (JSON.parse(await readFile('generated/openapi.json', 'utf8')) as { info: { version: string } })
  .info.version;

/**
 * `ausd-api <args>` at the copy's root, with the given npm user config (default: the registry's, with a publish
 * token) and none of this process's npm_* settings.
 */
async function ausdApi(args: string[], userconfig = registry.npmrc): Promise<CommandOutcome> {
  const [name, ...argv] = args as [CommandName, ...string[]];
  const unset = Object.fromEntries(npmSettingNames.map((key) => [key, undefined]));
  return runCliAt(repository, name, argv, { ...unset, ...quietNpm, npm_config_userconfig: userconfig });
}
const release = (...args: string[]) => ausdApi(['release', '--registry', registry.url, ...args]);

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(path.join(repository, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no '${from}' to edit`);
  await writeFile(path.join(repository, file), text.replace(from, to));
}

/**
 * A port on loopback that accepts connections and resets them at once: a registry that does not answer. It stays
 * ours until closed, so no other server of the run can take it over (as a port closed again could be). Closing
 * gives the port back at once; nothing waits for the reset connections to finish closing.
 */
async function resettingPort(): Promise<{ port: number; close: () => void }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, close: () => void server.close() };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ausd-release-gate-'));
  repository = path.join(work, 'repository');
  [registry] = await Promise.all([startRegistry(), copyWorkingTree(root, repository)]);
  anonymous = path.join(work, 'anonymous.npmrc');
  await writeFile(anonymous, `@ausd:registry=${registry.url}\n`);
  await writeFile(path.join(repository, 'notes.txt'), 'release plan\n');
  first = await release();
  await rm(path.join(repository, 'notes.txt'));
  // The last release: @ausd/contract as it is, at the repository's version.
  await publishContract(registry, version, 'generated/openapi.json');
}, 300_000);

afterAll(async () => {
  await registry?.close();
  await removeWhenSettled(work);
});

describe('ausd-api release refuses before building, exit 1, each reason with its command', () => {
  it('a first release says there is nothing to compare with, and still refuses an unclean tree', () => {
    expect(first.code, first.stderr).toBe(1);
    expect(first.stdout).toContain('  no @ausd/contract on the registry: a first release, nothing to compare with\n');
    expect(first.stderr).toContain('?? notes.txt');
    expect(first.stdout).not.toContain('built and checked');
  });

  it('without credentials the registry accepts, checked first', async () => {
    const outcome = await ausdApi(['release'], anonymous);
    expect(outcome.code, outcome.stderr).toBe(1);
    expect(outcome.stderr).toContain('refused by the gate, nothing published');
    expect(outcome.stderr).toContain(`npm has no publish credentials that ${registry.url} accepts`);
    expect(outcome.stderr).toContain(`Next step: npm login --registry ${registry.url}`);
    // Nothing after the credentials ran: not the generation check, not the build.
    expect(outcome.stdout).not.toContain('the tree is a commit');
    expect(outcome.stdout).not.toContain('built and checked');
  }, 60_000);

  it('a tree with changes not committed', async () => {
    await writeFile(path.join(repository, 'notes.txt'), 'release plan\n');
    try {
      const outcome = await release();
      expect(outcome.code, outcome.stderr).toBe(1);
      expect(outcome.stdout).toContain('npm is logged in to the registry');
      expect(outcome.stderr).toContain('the working tree has changes not committed');
      expect(outcome.stderr).toContain('?? notes.txt');
      expect(outcome.stderr).toContain('Next step: commit them (git add -A && git commit), or set them aside');
      expect(outcome.stdout).not.toContain('built and checked');
    } finally {
      await rm(path.join(repository, 'notes.txt'));
    }
  }, 300_000);

  it('an edited spec/ whose generated/ was not regenerated, then a version short of the bump, naming each change', async () => {
    // A breaking change (page sizes above 100 refused), committed without `npm run generate`.
    await edit('spec/components/parameters.yaml', 'maximum: 200', 'maximum: 100');
    await commitAll(repository, 'a smaller page size');
    const stale = await release();
    expect(stale.code, stale.stderr).toBe(1);
    expect(stale.stderr).toContain('generated files are stale: spec/ changed since `npm run generate` last ran');
    expect(stale.stderr).toContain('Next step: npm run generate, then commit spec/ and what it regenerated.');
    expect(stale.stderr).not.toContain('the contract did not change');
    expect(stale.stdout).toContain('the version is judged once generated/ is current');

    // `version` reads spec/ alone, so one generation after it makes generated/ current for both edits.
    const patched = await ausdApi(['version', 'patch']);
    expect(patched.code, patched.stderr).toBe(0);
    const generated = await ausdApi(['generate']);
    expect(generated.code, generated.stderr).toBe(0);
    await commitAll(repository, 'a patch version');
    const short = await release();
    expect(short.code, short.stderr).toBe(1);
    // The one bump sentence, numbered for the packages' version and, in the diff's warning, for the contract's.
    expect(short.stderr).toContain(
      `${version} → ${nextVersion(version, 'patch')}: contract changes: 1 breaking, 1 warning, 0 info; ` +
        `${bumpSentence('major', version)}. Set "version" in package.json with ausd-api version auto.`,
    );
    expect(short.stderr).toMatch(/\n {4}breaking \S+ \(listAccounts, listRoutes, listTransactions\): .*maximum/);
    expect(short.stderr).toContain(`: ${bumpSentence('major', contractVersion)}.`);
    expect(short.stdout).not.toContain('built and checked');
  }, 400_000);

  it('version auto then sets both versions to what the changes call for against the last release', async () => {
    const auto = await ausdApi(['version', 'auto']);
    expect(auto.code, auto.stderr).toBe(0);
    expect(auto.stdout).toContain(
      `last release ${version} (${contractBeside(version, contractVersion)}); contract changes: ` +
        `1 breaking, 1 warning, 0 info; ${bumpSentence('major', version)}\n`,
    );
    expect(auto.stdout).toContain(
      `package.json version ${nextVersion(version, 'patch')} → ${nextVersion(version, 'major')}`,
    );
    const manifest = JSON.parse(await readFile(path.join(repository, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(nextVersion(version, 'major'));
    expect(await readFile(path.join(repository, 'spec/openapi.yaml'), 'utf8')).toContain(
      `  version: ${nextVersion(contractVersion, 'major')}\n`,
    );
    // A second run finds both already carrying the bump.
    const again = await ausdApi(['version', 'auto', '--dry-run']);
    expect(again.stdout).toContain(`package.json version ${nextVersion(version, 'major')} (unchanged)`);
  }, 300_000);
});

describe('a breaking change goes out only accepted in .ausd-diff.yaml', () => {
  const limit =
    'constraint-narrowed at /components/parameters/Limit/schema (listAccounts, listRoutes, listTransactions)';
  const entry = (expires: string) =>
    'accepted:\n  - id: constraint-narrowed\n    at: /components/parameters/Limit/schema\n' +
    `    reason: Pages above 100 items timed out; no integrator asks for more.\n    expires: ${expires}\n`;
  const bumped = nextVersion(version, 'major');

  it('unlisted, then expired: refused naming the change, exit 1', async () => {
    // The version auto of the test above, generated and committed: the version carries the bump.
    const generated = await ausdApi(['generate']);
    expect(generated.code, generated.stderr).toBe(0);
    await commitAll(repository, 'the bump the changes call for');
    const unlisted = await release();
    expect(unlisted.code, unlisted.stderr).toBe(1);
    expect(unlisted.stdout).toContain(`; ${bumpSentence('major', version)}\n  ${version} → ${bumped} carries it\n`);
    expect(unlisted.stderr).toContain(
      'refused by the gate, nothing published:\n  - 1 breaking change is not accepted in .ausd-diff.yaml: a ' +
        `release breaks integrators only on purpose.\n    breaking ${limit}: parameter Limit accepts less: ` +
        'maximum ≤ 200 → ≤ 100.\n  Next step: revert it, or accept it on purpose',
    );
    expect(unlisted.stdout).not.toContain('built and checked');

    await writeFile(path.join(repository, '.ausd-diff.yaml'), entry('2000-01-31'));
    await commitAll(repository, 'an acceptance that has expired');
    const expired = await release();
    expect(expired.code, expired.stderr).toBe(1);
    expect(expired.stdout).toContain(
      '  expired: the acceptance of constraint-narrowed at /components/parameters/Limit/schema expired on ' +
        '2000-01-31: the change counts again',
    );
    expect(expired.stderr).toContain(
      `    breaking ${limit}: parameter Limit accepts less: maximum ≤ 200 → ≤ 100. (its acceptance expired on ` +
        '2000-01-31)\n',
    );
    expect(expired.stdout).not.toContain('built and checked');
  }, 400_000);
});

describe('registry credentials are never printed', () => {
  it('a --registry URL with credentials that does not answer: failed, exit 3, userinfo redacted', async () => {
    const { port, close } = await resettingPort();
    try {
      // npm asks the registry only when it holds a credential for it.
      const userconfig = path.join(work, 'closed.npmrc');
      await writeFile(userconfig, `//127.0.0.1:${port}/:_authToken=tok-4711\n`);
      const outcome = await ausdApi(
        ['release', '--registry', `http://platform:tok-4711@127.0.0.1:${port}/`],
        userconfig,
      );
      expect(outcome.code, outcome.stderr).toBe(3);
      expect(outcome.stdout).toMatch(
        new RegExp(`^ausd-api release \\S+ to http://\\*\\*\\*@127\\.0\\.0\\.1:${port}/\n`),
      );
      expect(outcome.stderr).toContain(`failed: cannot reach http://***@127.0.0.1:${port}/ (npm whoami)`);
      expect(outcome.stdout + outcome.stderr).not.toMatch(/tok-4711|platform:/);
    } finally {
      close();
    }
  }, 60_000);

  it('an @ausd:registry line with credentials in .npmrc: says what is wrong, exit 2', async () => {
    const userconfig = path.join(work, 'credentialed.npmrc');
    await writeFile(userconfig, `@ausd:registry=http://platform:tok-4711@127.0.0.1:9/\n`);
    const outcome = await ausdApi(['release'], userconfig);
    expect(outcome.code, outcome.stderr).toBe(2);
    expect(outcome.stderr).toContain("the '@ausd:registry' line of your npm config holds credentials in its URL");
    expect(outcome.stderr).not.toContain('no registry for the @ausd scope');
    expect(outcome.stdout + outcome.stderr).not.toMatch(/tok-4711/);
  }, 60_000);
});

describe("npm's calls to the registry are bounded", () => {
  it('npm is stopped at the bound when the registry takes the connection and never answers', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const outcome = await runNpm(['view', '@ausd/contract', `--registry=http://127.0.0.1:${port}/`], work, 1500);
      expect(outcome.code).not.toBe(0);
      expect(outcome.stderr).toMatch(/npm view gave no answer within 1\.5 s\n$/);
      expect(held.length).toBeGreaterThan(0);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});

describe('a registry that stopped answering', () => {
  it("is not answered from npm's cache: whoami once answered on that port, now every connection resets", async () => {
    // The user's npm cache holds the registry's whoami answer from an earlier run, as a platform team's does.
    const answering = createHttpServer((_req, res) => res.end(JSON.stringify({ username: 'platform' })));
    await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
    const { port } = answering.address() as { port: number };
    const url = `http://127.0.0.1:${port}/`;
    const userconfig = path.join(work, 'cached.npmrc');
    await writeFile(userconfig, `//127.0.0.1:${port}/:_authToken=tok-4711\n`);
    vi.stubEnv('npm_config_userconfig', userconfig);
    vi.stubEnv('npm_config_cache', path.join(work, 'user-npm-cache'));
    const resetting = createServer((socket) => socket.destroy());
    // With the retries release allows itself: npm's default backoff takes over a minute before it gives up.
    const retries = ['--fetch-retries=1', '--fetch-retry-mintimeout=1000', '--fetch-retry-maxtimeout=3000'];
    const whoami = () => runNpm(['whoami', ...retries, `--registry=${url}`], work, 20_000);
    try {
      expect((await whoami()).stdout).toBe('platform\n');
      await new Promise((resolve) => answering.close(resolve));
      await new Promise<void>((resolve) => resetting.listen(port, '127.0.0.1', resolve));
      // npm itself answers from that cache: the premise of this test.
      expect((await whoami()).stdout).toBe('platform\n');
      await expect(authenticationProblem(url, work)).rejects.toThrow(`cannot reach ${url} (npm whoami)`);
    } finally {
      vi.unstubAllEnvs();
      resetting.close();
    }
  });
});

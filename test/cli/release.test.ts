// The release command's version judgement: the packages' one version must carry the bump the contract changes
// call for, numbered as semantic versioning numbers it (0.x: breaking → minor), and always move forward. The
// whole command runs against a registry server in test/package/packages.test.ts; here only what needs no process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeVersion, unacceptedBreaking } from '../../packages/api-toolkit/src/cli/commands/release.js';
import { redact } from '../../packages/api-toolkit/src/cli/registry.js';
import type { DiffResult } from '../../packages/api-toolkit/src/diff/index.js';
import type { Change } from '../../packages/api-toolkit/src/diff/rule.js';
import { runCli } from '../support/run-cli.js';

function diff(bump: DiffResult['bump'], changes: Change[] = []): DiffResult {
  const summary = { breaking: 0, warning: 0, info: 0 };
  for (const change of changes) summary[change.level] += 1;
  const acceptances = { expired: [], unmatched: [] };
  return { summary, bump, release: undefined, baseVersion: '0.1.0-beta', changes, warnings: [], acceptances };
}

const breaking: Change = {
  id: 'operation-removed',
  level: 'breaking',
  operations: ['getTotalSupply'],
  location: '/paths/~1v0~1metrics~1total-supply/get',
  message: "operation 'getTotalSupply' removed",
};

describe('judgeVersion', () => {
  it('refuses a breaking change on 0.x without a minor bump, naming the version to set and each change', () => {
    const deprecated: Change = { ...breaking, id: 'operation-deprecated', level: 'warning', message: 'deprecated' };
    expect(judgeVersion('0.1.0', '0.1.1', diff('major', [breaking, deprecated]))).toEqual({
      required: 'minor',
      reasons: [
        '0.1.0 → 0.1.1: contract changes: 1 breaking, 1 warning, 0 info; the changes call for a minor bump ' +
          '(breaking changes while 0.x), at least 0.2.0. Set "version" in package.json with ausd-api version auto.\n' +
          "    breaking operation-removed (getTotalSupply): operation 'getTotalSupply' removed",
      ],
    });
    // Without a breaking change, every classified change is named.
    expect(judgeVersion('1.4.2', '1.4.3', diff('minor', [deprecated])).reasons).toEqual([
      '1.4.2 → 1.4.3: contract changes: 0 breaking, 1 warning, 0 info; the changes call for a minor bump ' +
        '(compatible changes), at least 1.5.0. Set "version" in package.json with ausd-api version auto.\n' +
        '    warning operation-deprecated (getTotalSupply): deprecated',
    ]);
  });

  it('accepts a breaking change on 0.x with a minor bump, and on 1.x only with a major one', () => {
    expect(judgeVersion('0.1.0', '0.2.0', diff('major', [breaking]))).toEqual({ required: 'minor', reasons: [] });
    expect(judgeVersion('1.4.2', '1.5.0', diff('major', [breaking])).reasons).toEqual([
      expect.stringContaining('call for a major bump (breaking changes), at least 2.0.0. Set "version"'),
    ]);
    expect(judgeVersion('1.4.2', '2.0.0', diff('major', [breaking])).reasons).toEqual([]);
  });

  it('needs a version not yet published when the contract did not change', () => {
    expect(judgeVersion('0.1.0', '0.1.0', diff('none')).reasons).toEqual([
      '0.1.0 → 0.1.0: the contract did not change, and a release needs a version not yet published, at least ' +
        '0.1.1. Set "version" in package.json with ausd-api version auto.',
    ]);
    expect(judgeVersion('0.1.0', '0.1.1', diff('none'))).toEqual({ required: 'patch', reasons: [] });
    expect(judgeVersion('0.3.0', '0.2.9', diff('none')).reasons).toHaveLength(1);
  });

  it("passes on the diff's verdict on the contract's own info.version", () => {
    const notBumped: Change = {
      id: 'version-not-bumped',
      level: 'warning',
      operations: [],
      location: '/info/version',
      message:
        'info.version 0.1.0-beta → 0.1.0-beta: the changes call for a minor bump (breaking changes while 0.x), at least 0.2.0-beta.',
    };
    expect(judgeVersion('0.1.0', '0.2.0', diff('major', [breaking, notBumped])).reasons).toEqual([notBumped.message]);
  });

  it('refuses a version that is not semantic versioning', () => {
    expect(judgeVersion('0.1.0', 'next', diff('none')).reasons).toEqual([
      "the root package.json states 'next', which is not a semantic version",
    ]);
  });
});

describe('unacceptedBreaking', () => {
  const accepted: Change = { ...breaking, accepted: { reason: 'No caller left.', expires: '2999-12-31' } };
  const entry = { id: breaking.id, at: breaking.location, reason: 'No caller left.', expires: '2000-01-31' };

  it('refuses each breaking change .ausd-diff.yaml does not accept, naming it and the entry to add', () => {
    expect(unacceptedBreaking(diff('major', [breaking]))).toEqual([
      '1 breaking change is not accepted in .ausd-diff.yaml: a release breaks integrators only on purpose.\n' +
        "    breaking operation-removed at /paths/~1v0~1metrics~1total-supply/get (getTotalSupply): operation 'getTotalSupply' removed\n" +
        '  Next step: revert it, or accept it on purpose under `accepted:` in .ausd-diff.yaml ({id, at, subject ' +
        'where printed, reason, expires}, as printed above), then commit.',
    ]);
  });

  it('names the subject an entry must give where the change has one', () => {
    const removed: Change = {
      ...breaking,
      id: 'response-property-removed',
      location: '/components/schemas/BankAccount',
      subject: ['bankName'],
      message: "BankAccount no longer returns required 'bankName'.",
    };
    expect(unacceptedBreaking(diff('major', [removed]))[0]).toContain(
      '    breaking response-property-removed at /components/schemas/BankAccount subject bankName (getTotalSupply): ',
    );
  });

  it('names the day an acceptance expired', () => {
    const result = { ...diff('major', [breaking]), acceptances: { expired: [entry], unmatched: [] } };
    expect(unacceptedBreaking(result)[0]).toContain(
      "(getTotalSupply): operation 'getTotalSupply' removed (its acceptance expired on 2000-01-31)\n",
    );
  });

  it('lets an accepted breaking change and every other level through', () => {
    const warning: Change = { ...breaking, id: 'operation-deprecated', level: 'warning' };
    expect(unacceptedBreaking(diff('major', [accepted, warning]))).toEqual([]);
  });
});

describe('ausd-api release', () => {
  it('exits 2 with the reason and its usage for a registry that is not an http(s) URL', async () => {
    const result = await runCli('release', ['--registry', 'registry.your-org.example']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--registry must be an http(s) URL, got 'registry.your-org.example'");
    expect(result.stderr).toContain('Usage: ausd-api release');
  });

  it('never prints the credentials of a --registry URL, even one it refuses', async () => {
    const result = await runCli('release', ['--registry', 'https://platform:s3cr%2Ft-token@npm.example/a b']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--registry must be an http(s) URL, got 'https://***@npm.example/a b'");
    expect(result.stderr + result.stdout).not.toMatch(/s3cr|platform:/);
  });

  it('documents both exit statuses, refused by the gate and failed, in --help', async () => {
    const help = await runCli('release', ['--help']);
    expect(help.stdout).toMatch(/^ {2}1 {2}refused by the gate: nothing was published/m);
    expect(help.stdout).toMatch(/^ {2}3 {2}failed: a step broke/m);
    // The package README states the same statuses with the same first words.
    const readme = readFileSync('packages/api-toolkit/README.md', 'utf8');
    const statuses = (pattern: RegExp) => [...help.stdout.matchAll(pattern)].map((m) => `${m[1]} ${m[2]}`);
    const inHelp = statuses(/^ {2}(\d) {2}([a-z]+(?: [a-z]+)?)/gm);
    const inReadme = [...readme.matchAll(/^\| (\d) +\| ([a-z]+(?: [a-z]+)?)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(inHelp).toHaveLength(4);
    expect(inReadme).toEqual(inHelp);
  });
});

describe('redact', () => {
  it('hides the userinfo of every URL and the secrets of the given ones wherever they appear', () => {
    const url = 'http://platform:tok%40en-123@127.0.0.1:4873/';
    expect(redact(`publishing to ${url} failed`, [url])).toBe('publishing to http://***@127.0.0.1:4873/ failed');
    expect(redact('npm: auth for tok@en-123 refused; user platform', [url])).toBe(
      'npm: auth for *** refused; user ***',
    );
    expect(redact('see https://npm.example/ and git+ssh://git@github.com/x')).toBe(
      'see https://npm.example/ and git+ssh://***@github.com/x',
    );
  });
});

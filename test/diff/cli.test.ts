// `ausd-api diff` and `ausd-api changelog`: formats, exit statuses and bad input.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpSentence } from '../../packages/api-toolkit/src/diff/bump-sentence.js';
import { contractVersions, runSubcommand, writeContractEdits, writeJson } from './cli-harness.js';
import { type Doc, freshDocument } from './contract-fixture.js';

let dir: string;
let baseFile: string;
let breakingFile: string;
let warningFile: string;
let infoFile: string;
const versions = contractVersions();
/** The closing sentence for a breaking change, numbered for the contract's current version. */
const breakingSentence = bumpSentence('major', versions.current);

beforeAll(() => {
  ({ dir, baseFile, breakingFile, warningFile, infoFile } = writeContractEdits());
});

describe('ausd-api diff', () => {
  it('--format json prints exactly one document: summary, the bump release requires, release, changes, warnings', async () => {
    const { code, stdout } = await runSubcommand('diff', [
      '--base',
      baseFile,
      '--head',
      breakingFile,
      '--format',
      'json',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Doc;
    expect(Object.keys(report)).toEqual(['summary', 'bump', 'release', 'changes', 'warnings']);
    expect(report.summary).toEqual({ breaking: 1, warning: 0, info: 1 });
    // The base is 0.x: a breaking change is numbered as a minor bump, as release requires it, and names the part of
    // release that moved (the base's own version, read at run time).
    expect(report.bump).toBe('minor');
    expect(report.release).toBe(versions.major);
    expect(report.warnings).toEqual([]);
    expect(report.changes).toContainEqual({
      id: 'operation-removed',
      level: 'breaking',
      operations: ['getRoute'],
      location: '/paths/~1v0~1routes~1{routeId}/get',
      message: 'GET /v0/routes/{routeId} was removed.',
    });
    // A change at a place holding several values names the ones it is about (what an acceptance names).
    expect(report.changes.find((change: Doc) => change.id === 'open-enum-value-added').subject).toEqual(['burn']);
    for (const change of report.changes as Doc[])
      expect(Object.keys(change).sort()).toEqual(
        ['id', 'level', 'location', 'message', 'operations', ...(change.subject ? ['subject'] : [])].sort(),
      );
  });

  it('text groups by operation, lists a shared component change once and ends with the version to release', async () => {
    const { code, stdout } = await runSubcommand('diff', ['--base', baseFile, '--head', breakingFile]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^getRoute\n {2}breaking {2}operation-removed {2}GET \/v0\/routes\/\{routeId\} was removed\./m,
    );
    expect(stdout).toMatch(
      /^\(shared by several operations\)\n {2}info {2}open-enum-value-added .*\n +at \/components\/schemas\/TransactionType\n +affects listTransactions, getTransaction\n/m,
    );
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`1 breaking, 0 warnings, 1 info; ${breakingSentence}`);
  });

  it('markdown is a pull-request comment: the verdict, then breaking changes with their location', async () => {
    const { stdout } = await runSubcommand('diff', [
      '--base',
      baseFile,
      '--head',
      breakingFile,
      '--format',
      'markdown',
    ]);
    expect(stdout.split('\n').slice(0, 7)).toEqual([
      '### Contract diff',
      '',
      `**Fails the gate.** 1 breaking, 0 warnings, 1 info; ${breakingSentence}.`,
      '',
      '#### Breaking',
      '',
      expect.stringMatching(
        /^- GET \/v0\/routes\/\{routeId\} was removed\. at `\/paths\/~1v0~1routes~1\{routeId\}\/get` \(`getRoute`\) \*\*What to do:\*\* .+ <sub>operation-removed<\/sub>$/,
      ),
    ]);
    expect(stdout).toContain('<details><summary>Other changes (1)</summary>');
    expect(stdout).not.toMatch(/^## \[/m);
  });

  it('github prints a workflow command per change: error for what fails the gate, notice for info', async () => {
    const { code, stdout } = await runSubcommand('diff', [
      '--base',
      baseFile,
      '--head',
      breakingFile,
      '--format',
      'github',
    ]);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      // A bundled head file of one line: every place is on line 1.
      `::error file=${breakingFile.replace(/:/g, '%3A')},line=1,title=operation-removed (breaking)::GET /v0/routes/{routeId} ` +
        'was removed. At /paths/~1v0~1routes~1{routeId}/get. Affects getRoute.',
    );
    expect(lines[1]).toBe(
      `::notice file=${breakingFile.replace(/:/g, '%3A')},line=1,title=open-enum-value-added (info)::Open enum ` +
        "TransactionType lists new value 'burn'. At /components/schemas/TransactionType. Affects listTransactions, " +
        'getTransaction.',
    );
    expect(lines[2]).toBe(`::notice title=contract diff::1 breaking, 0 warnings, 1 info; ${breakingSentence}`);
  });

  it('--paths and --operations limit the report and the exit status', async () => {
    const run = async (...filter: string[]) => {
      const { code, stdout } = await runSubcommand('diff', [
        '--base',
        baseFile,
        '--head',
        breakingFile,
        '--format',
        'json',
        ...filter,
      ]);
      const report = JSON.parse(stdout) as Doc;
      return { code, ids: (report.changes as Doc[]).map((change) => change.id), summary: report.summary };
    };
    expect(await run('--paths', '/v0/transactions')).toEqual({
      code: 0,
      ids: ['open-enum-value-added'],
      summary: { breaking: 0, warning: 0, info: 1 },
    });
    expect(await run('--paths', '/v0/routes/*')).toEqual({
      code: 1,
      ids: ['operation-removed'],
      summary: { breaking: 1, warning: 0, info: 0 },
    });
    expect((await run('--operations', 'getTransaction,listAccounts')).ids).toEqual(['open-enum-value-added']);
    expect((await run('--operations', 'GET /v0/routes/{routeId}')).ids).toEqual(['operation-removed']);
    expect((await run('--paths', '/v0/accounts')).ids).toEqual([]);
  });

  it('junit has one test case per change and fails those at or above --fail-on', async () => {
    const { stdout } = await runSubcommand('diff', [
      '--base',
      baseFile,
      '--head',
      breakingFile,
      '--format',
      'junit',
      '--fail-on',
      'warning',
    ]);
    expect(stdout).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="contract diff" tests="2" failures="1">/,
    );
    expect(stdout.match(/<testcase /g)).toHaveLength(2);
    expect(stdout.match(/<failure /g)).toHaveLength(1);
    expect(stdout).toContain('<failure type="breaking" message="GET /v0/routes/{routeId} was removed.">');
  });

  it('exit status follows --fail-on', async () => {
    const status = async (head: string, failOn: string) =>
      (await runSubcommand('diff', ['--base', baseFile, '--head', head, '--fail-on', failOn, '--format', 'json'])).code;
    expect(await status(breakingFile, 'breaking')).toBe(1);
    expect(await status(breakingFile, 'never')).toBe(0);
    expect(await status(warningFile, 'breaking')).toBe(0);
    expect(await status(warningFile, 'warning')).toBe(1);
    expect(await status(infoFile, 'warning')).toBe(0);
    expect(await status(baseFile, 'warning')).toBe(0);
  });

  it('reads YAML contracts and writes the report to --output', async () => {
    const yamlFile = path.join(dir, 'head.yaml');
    writeFileSync(yamlFile, stringify(JSON.parse(readFileSync(warningFile, 'utf8'))));
    const output = path.join(dir, 'report.json');
    const { code, stdout } = await runSubcommand('diff', [
      '--base',
      baseFile,
      '--head',
      yamlFile,
      '--format',
      'json',
      '--output',
      output,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `0 breaking, 1 warning, 0 info; ${bumpSentence('minor', versions.current)}; report in ${output}\n`,
    );
    expect(JSON.parse(readFileSync(output, 'utf8')).changes[0].id).toBe('operation-deprecated');
  });

  describe('bad input exits 2 naming the file and the place', () => {
    it('an unparseable file', async () => {
      const file = path.join(dir, 'broken.json');
      writeFileSync(file, '{"openapi": "3.1.0",');
      const { code, stderr } = await runSubcommand('diff', ['--base', file, '--head', baseFile]);
      expect(code).toBe(2);
      expect(stderr).toMatch(new RegExp(`^ausd-api diff: ${file}: not parseable as JSON: `));
    });

    it('a document that is not OpenAPI', async () => {
      const { code, stderr } = await runSubcommand('diff', ['--base', 'package.json', '--head', baseFile]);
      expect(code).toBe(2);
      expect(stderr).toBe('ausd-api diff: package.json#/openapi: not an OpenAPI 3 document (found null)\n');
    });

    it('a reference that does not resolve', async () => {
      const doc = freshDocument();
      delete doc.components.schemas.Decimal;
      const file = writeJson(dir, 'dangling.json', doc);
      const { code, stderr } = await runSubcommand('diff', ['--base', baseFile, '--head', file]);
      expect(code).toBe(2);
      expect(stderr).toMatch(
        new RegExp(
          `^ausd-api diff: ${file}#/paths/.+/\\$ref: reference '#/components/schemas/Decimal' does not resolve\\n$`,
        ),
      );
    });

    it('a missing file', async () => {
      const missing = await runSubcommand('diff', ['--base', path.join(dir, 'nope.json'), '--head', baseFile]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('nope.json: cannot read the file (ENOENT)');
    });

    it('usage errors', async () => {
      for (const argv of [
        [],
        ['--base', baseFile, '--format', 'xml'],
        ['--base', baseFile, '--fail-on', 'info'],
        ['--base', baseFile, '--bogus'],
      ]) {
        const { code, stderr } = await runSubcommand('diff', argv);
        expect(code).toBe(2);
        expect(stderr).toContain('Usage: ausd-api diff');
      }
    });
  });
});

describe('ausd-api changelog', () => {
  it('writes a section above the newest one and replaces it on a second run', async () => {
    const file = path.join(dir, 'CHANGELOG.md');
    const changelog = readFileSync('generated/CHANGELOG.md', 'utf8');
    writeFileSync(file, changelog);
    const newest = /^## \[.+$/m.exec(changelog)![0];
    const argv = ['--base', baseFile, '--head', breakingFile, '--write', file, '--date', '2026-12-01'];
    expect((await runSubcommand('changelog', argv)).code).toBe(0);
    const once = readFileSync(file, 'utf8');
    expect(once.indexOf(`## [${versions.major}] - 2026-12-01`)).toBeGreaterThan(0);
    expect(once.indexOf(`## [${versions.major}] - 2026-12-01`)).toBeLessThan(once.indexOf(newest));
    expect((await runSubcommand('changelog', argv)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(once);
  });

  it('calls a section whose version did not move Unreleased, and leaves the release check out', async () => {
    const head = freshDocument();
    head.paths['/v0/routes/{routeId}'].get.deprecated = true;
    const { stdout } = await runSubcommand('changelog', [
      '--base',
      baseFile,
      '--head',
      writeJson(dir, 'same.json', head),
      '--date',
      '2026-12-01',
    ]);
    // Keep a Changelog dates a release, never the Unreleased section.
    expect(stdout).toMatch(
      /^## \[Unreleased\]\n\n### Changed \(review\)\n\n- `getRoute` \(`GET \/v0\/routes\/\{routeId\}`\):/,
    );
    // version-not-bumped is for the publisher (the diff reports it), not for integrators reading the changelog.
    expect(stdout).not.toContain('version');
    expect(stdout).not.toContain('The whole contract');
  });
});

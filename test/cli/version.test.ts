// `ausd-api version patch|minor|major` on a copy of the root package.json and spec/openapi.yaml: both versions
// move, everything else in the two files stays as written. `auto` reads a registry: test/cli/release-gate.slow.test.ts.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raisedVersion, parseVersion } from '../../packages/api-toolkit/src/diff/version.js';
import { runCli } from '../support/run-cli.js';

const root = process.cwd();
let dir: string;

const manifest = () => readFileSync(path.join(dir, 'package.json'), 'utf8');
const spec = () => readFileSync(path.join(dir, 'spec/openapi.yaml'), 'utf8');
const stated = () => ({
  package: (JSON.parse(manifest()) as { version: string }).version,
  contract: /^ {2}version: (\S+)$/m.exec(spec())![1]!,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ausd-version-'));
  mkdirSync(path.join(dir, 'spec'));
  copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  copyFileSync(path.join(root, 'spec/openapi.yaml'), path.join(dir, 'spec/openapi.yaml'));
  process.chdir(dir);
});

afterEach(() => {
  process.chdir(root);
  rmSync(dir, { recursive: true, force: true });
});

describe('ausd-api version', () => {
  it.each(['patch', 'minor', 'major'] as const)('%s raises both versions, the pre-release tag kept', async (bump) => {
    const before = stated();
    const [manifestBefore, specBefore] = [manifest(), spec()];
    const result = await runCli('version', [bump]);
    expect(result.code, result.stderr).toBe(0);
    const after = stated();
    // The expected versions are computed from the ones found, whatever the repository is at.
    expect(after.package).toBe(raisedVersion(parseVersion(before.package)!, bump));
    expect(after.contract).toBe(raisedVersion(parseVersion(before.contract)!, bump));
    expect(after.contract.split('-')[1]).toBe(before.contract.split('-')[1]);
    expect(manifest()).toBe(manifestBefore.replace(`"version": "${before.package}"`, `"version": "${after.package}"`));
    expect(spec()).toBe(specBefore.replace(`version: ${before.contract}`, `version: ${after.contract}`));
    expect(result.stdout).toContain(`package.json version ${before.package} → ${after.package}`);
    expect(result.stdout).toContain(`spec/openapi.yaml info.version ${before.contract} → ${after.contract}`);
    expect(result.stdout).toContain('Next step: npm run generate');
  });

  it("moves package-lock.json's root version with package.json's, and nothing else in it", async () => {
    const lockFile = path.join(dir, 'package-lock.json');
    const before = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, any>;
    const result = await runCli('version', ['minor']);
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(lockFile, 'utf8');
    const after = JSON.parse(text) as Record<string, any>;
    expect([after.version, after.packages[''].version]).toEqual([stated().package, stated().package]);
    expect(after).toEqual({
      ...before,
      version: stated().package,
      packages: { ...before.packages, '': { ...before.packages[''], version: stated().package } },
    });
    expect(text).toBe(`${JSON.stringify(after, null, 2)}\n`);
  });

  it('numbers each part as written: 1.9.9-rc.1 → 1.9.10, 1.10.0, 2.0.0 (tag kept)', () => {
    const version = parseVersion('1.9.9-rc.1')!;
    expect(['patch', 'minor', 'major'].map((bump) => raisedVersion(version, bump as 'patch'))).toEqual([
      '1.9.10-rc.1',
      '1.10.0-rc.1',
      '2.0.0-rc.1',
    ]);
  });

  it('--dry-run prints the versions and writes nothing', async () => {
    const [manifestBefore, specBefore] = [manifest(), spec()];
    const result = await runCli('version', ['minor', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dry run: nothing written.');
    expect([manifest(), spec()]).toEqual([manifestBefore, specBefore]);
  });

  it.each([[[]], [['huge']], [['--dry-run']], [['patch', 'extra']], [['patch', '--registry', 'http://r.example/']]])(
    'exits 2 with the reason and its usage for %j, changing nothing',
    async (argv) => {
      const [manifestBefore, specBefore] = [manifest(), spec()];
      const result = await runCli('version', argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^ausd-api version: .+\nUsage: ausd-api version <patch\|minor\|major\|auto>/);
      expect([manifest(), spec()]).toEqual([manifestBefore, specBefore]);
    },
  );

  it('exits 2 outside the repository, and on a version that is not semantic versioning', async () => {
    rmSync(path.join(dir, 'spec'), { recursive: true });
    const outside = await runCli('version', ['patch']);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('is not the root of the contract repository');
    mkdirSync(path.join(dir, 'spec'));
    copyFileSync(path.join(root, 'spec/openapi.yaml'), path.join(dir, 'spec/openapi.yaml'));
    const text = manifest().replace(/"version": "[^"]*"/, '"version": "next"');
    writeFileSync(path.join(dir, 'package.json'), text);
    const bad = await runCli('version', ['patch']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('ausd-api version: package.json: "version" is not a semantic version ("next")\n');
  });

  it('--help says where each version lives and what auto compares with', async () => {
    const help = await runCli('version', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('root package.json');
    expect(help.stdout).toContain('info.version in spec/openapi.yaml');
    expect(help.stdout).toContain("@ausd/contract's latest version on the registry");
  });
});

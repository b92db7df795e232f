// `.ausd-diff.yaml` (or --config FILE): accepted changes pass the gate and are listed apart in the changelog with their
// reason; an expired or unlisted one still fails; severity overrides move a rule's level; a bad file exits 2.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDiffConfig } from '../../packages/api-toolkit/src/diff/config.js';
import { runSubcommand, writeContractEdits } from './cli-harness.js';

let dir: string;
let baseFile: string;
let breakingFile: string;

beforeAll(() => {
  ({ dir, baseFile, breakingFile } = writeContractEdits());
});

const removal = { id: 'operation-removed', at: '/paths/~1v0~1routes~1{routeId}/get' };
let written = 0;
function config(content: unknown): string {
  const file = path.join(dir, `config-${(written += 1)}.yaml`);
  writeFileSync(file, typeof content === 'string' ? content : stringify(content));
  return file;
}
const diff = (file: string, ...more: string[]) =>
  runSubcommand('diff', ['--base', baseFile, '--head', breakingFile, '--config', file, ...more]);

describe('accepted changes', () => {
  it('a listed breaking change passes --fail-on breaking and shows in the changelog with its reason', async () => {
    const file = config({
      accepted: [{ ...removal, reason: 'Replaced by listRoutes; no caller left.', expires: '2099-12-31' }],
    });
    const { code, stdout, stderr } = await diff(file, '--format', 'json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).changes.find((change: { id: string }) => change.id === removal.id)).toEqual({
      id: 'operation-removed',
      level: 'breaking',
      operations: ['getRoute'],
      location: removal.at,
      message: 'GET /v0/routes/{routeId} was removed.',
      accepted: { reason: 'Replaced by listRoutes; no caller left.', expires: '2099-12-31' },
    });
    const changelog = await runSubcommand('changelog', [
      '--base',
      baseFile,
      '--head',
      breakingFile,
      '--config',
      file,
      '--date',
      '2026-12-01',
    ]);
    expect(changelog.stdout).not.toContain('### Breaking');
    expect(changelog.stdout).toContain(
      '### Accepted on purpose\n\n- `getRoute` (`GET /v0/routes/{routeId}`):\n  - GET /v0/routes/{routeId} was removed. ' +
        '**Accepted (breaking):** Replaced by listRoutes; no caller left. **What to do:**',
    );
  });

  it('an unlisted breaking change still exits 1', async () => {
    const file = config({
      accepted: [
        { id: 'operation-removed', at: '/paths/~1v0~1routes/get', reason: 'Not this one.', expires: '2099-12-31' },
      ],
    });
    const { code, stderr } = await diff(file);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'ausd-api diff: warning: the acceptance of operation-removed at /paths/~1v0~1routes/get matches no change; ' +
        'remove it from the config\n',
    );
  });

  it('an expired entry no longer applies and is reported as expired', async () => {
    const file = config({ accepted: [{ ...removal, reason: 'Grace period.', expires: '2020-01-31' }] });
    const { code, stdout, stderr } = await diff(file, '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.changes.some((change: { accepted?: unknown }) => change.accepted)).toBe(false);
    expect(report.expiredAcceptances).toEqual([{ ...removal, reason: 'Grace period.', expires: '2020-01-31' }]);
    expect(stderr).toBe(
      `ausd-api diff: warning: the acceptance of operation-removed at ${removal.at} expired on 2020-01-31: the ` +
        'change counts again\n',
    );
  });
});

describe('severity overrides', () => {
  it('move a rule to another level, or off', async () => {
    const warning = config({ severity: { 'operation-removed': 'warning' } });
    const moved = await diff(warning, '--format', 'json');
    expect(moved.code).toBe(0);
    expect(JSON.parse(moved.stdout).summary).toEqual({ breaking: 0, warning: 1, info: 1 });
    expect((await diff(warning, '--fail-on', 'warning')).code).toBe(1);
    const off = config({ severity: { 'operation-removed': 'off', 'open-enum-value-added': 'breaking' } });
    const report = JSON.parse((await diff(off, '--format', 'json')).stdout);
    expect(report.changes.map((change: { id: string; level: string }) => [change.id, change.level])).toEqual([
      ['open-enum-value-added', 'breaking'],
    ]);
  });
});

describe('a bad config exits 2 with the place and a next step', () => {
  it.each([
    [
      { accepted: [{ ...removal, reason: 'x', expires: '2026-02-30' }] },
      'accepted[0].expires: expected the last day it applies, yyyy-mm-dd',
    ],
    [{ accepted: [{ ...removal, expires: '2026-12-01' }] }, 'accepted[0].reason: expected why the change is accepted'],
    [
      { accepted: [{ ...removal, id: 'operation-gone', reason: 'x', expires: '2026-12-01' }] },
      'accepted[0].id: "operation-gone" is not a rule id of the diff',
    ],
    [
      { severity: { 'operation-removed': 'fatal' } },
      'severity.operation-removed: "fatal" is not one of breaking, warning, info, off',
    ],
    [{ ignore: [] }, 'ignore: unknown key (expected `accepted` or `severity`)'],
    ['accepted: [', 'not parseable as YAML'],
  ])('%j', async (content, message) => {
    const file = config(content);
    const { code, stderr } = await diff(file);
    expect(code).toBe(2);
    expect(stderr).toContain(`ausd-api diff: ${file}: ${message}`);
  });

  it('a --config file that is not there', async () => {
    const { code, stderr } = await diff(path.join(dir, 'nope.yaml'));
    expect(code).toBe(2);
    expect(stderr).toBe(`ausd-api diff: ${path.join(dir, 'nope.yaml')}: cannot read the config (ENOENT)\n`);
  });
});

describe('the default file', () => {
  it('is .ausd-diff.yaml at the root when there is one, and none otherwise', async () => {
    expect(await loadDiffConfig(undefined, path.join(dir, 'nowhere'))).toBeUndefined();
    writeFileSync(path.join(dir, '.ausd-diff.yaml'), stringify({ severity: { 'operation-removed': 'info' } }));
    expect(await loadDiffConfig(undefined, dir)).toEqual({
      file: path.join(dir, '.ausd-diff.yaml'),
      accepted: [],
      severity: { 'operation-removed': 'info' },
    });
  });
});

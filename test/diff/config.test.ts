// `.ausd-diff.yaml` (or --config FILE): accepted changes pass the gate and are listed apart in the changelog with their
// reason; an expired or unlisted one still fails; severity overrides move a rule's level; a bad file exits 2.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDiffConfig } from '../../packages/api-toolkit/src/diff/config.js';
import { runSubcommand, writeContractEdits, writeJson } from './cli-harness.js';
import { type Doc, freshDocument } from './contract-fixture.js';

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

describe('an acceptance names exactly the change it accepts', () => {
  interface Reported {
    id: string;
    location: string;
    message: string;
    subject?: string[];
    accepted?: unknown;
  }
  /** The contract with `edit` applied, written beside the others. */
  const contract = (name: string, edit: (document: Doc) => void) => {
    const document = freshDocument();
    edit(document);
    return writeJson(dir, `${name}.json`, document);
  };
  const dropProperty = (name: string) => (document: Doc) => {
    const bank = document.components.schemas.BankAccount;
    delete bank.properties[name];
    bank.required = bank.required.filter((required: string) => required !== name);
  };
  const addStatus =
    (...values: string[]) =>
    (document: Doc) => {
      document.components.schemas.EntitlementStatus.enum.push(...values);
    };
  const changesOf = async (base: string, head: string, ...more: string[]) => {
    const { code, stdout, stderr } = await runSubcommand('diff', ['--base', base, '--head', head, ...more]);
    const json = more.includes('json') && code !== 2;
    return { code, stderr, changes: json ? (JSON.parse(stdout) as { changes: Reported[] }).changes : [] };
  };
  /** An acceptance of each change, as the JSON output names it; `subject` left out when `withSubject` is false. */
  const accepting = (changes: Reported[], withSubject = true) =>
    config({
      accepted: changes.map(({ id, location, subject }) => ({
        id,
        at: location,
        ...(withSubject && subject ? { subject } : {}),
        reason: 'Agreed with every integrator.',
        expires: '2099-12-31',
      })),
    });

  it("accepting the removal of 'bankName' does not accept a later removal of 'beneficiary'", async () => {
    const withoutBankName = contract('no-bank-name', dropProperty('bankName'));
    const first = await changesOf(baseFile, withoutBankName, '--format', 'json');
    const removals = first.changes.filter((change) => change.id.endsWith('property-removed'));
    expect(removals.map((change) => change.subject)).toEqual(removals.map(() => ['bankName']));
    const file = accepting(removals);
    expect((await changesOf(baseFile, withoutBankName, '--config', file)).code).toBe(0);

    const withoutBoth = contract('no-bank-name-nor-beneficiary', (document) => {
      dropProperty('bankName')(document);
      dropProperty('beneficiary')(document);
    });
    const later = await changesOf(withoutBankName, withoutBoth, '--config', file, '--format', 'json');
    const open = later.changes.filter((change) => change.id.endsWith('property-removed'));
    expect(open.map((change) => [change.subject, change.accepted])).toEqual(
      open.map(() => [['beneficiary'], undefined]),
    );
    expect(later.code).toBe(1);
  });

  it("an acceptance of enum value 'foo' does not accept 'bar'", async () => {
    const withFoo = contract('foo', addStatus('foo'));
    const first = await changesOf(baseFile, withFoo, '--format', 'json');
    const added = first.changes.filter((change) => change.id === 'enum-value-added');
    expect(added.map((change) => change.subject)).toEqual([['foo']]);
    const file = accepting(added);
    expect((await changesOf(baseFile, withFoo, '--config', file)).code).toBe(0);
    const later = await changesOf(withFoo, contract('foo-bar', addStatus('foo', 'bar')), '--config', file);
    expect(later.code).toBe(1);
  });

  it('an entry without a subject where the change has one fails, naming the changes it would take', async () => {
    const withFoo = contract('foo-again', addStatus('foo'));
    const added = (await changesOf(baseFile, withFoo, '--format', 'json')).changes.filter(
      (change) => change.id === 'enum-value-added',
    );
    const file = accepting(added, false);
    const { code, stderr } = await changesOf(
      withFoo,
      contract('foo-bar-again', addStatus('foo', 'bar')),
      '--config',
      file,
    );
    expect(code).toBe(2);
    expect(stderr).toBe(
      `ausd-api diff: ${file}: the acceptance of enum-value-added at ${added[0]!.location} does not name exactly ` +
        "one change; at that place:\n    subject bar: EntitlementStatus may now be 'bar'.\nNext step: give the " +
        'entry the `subject` of the one change it accepts (the JSON output prints it), one entry per change.\n',
    );
  });

  it('a subject naming part of a change fails; one naming all of it accepts it', async () => {
    const withBoth = contract('foo-and-bar', addStatus('foo', 'bar'));
    const [added] = (await changesOf(baseFile, withBoth, '--format', 'json')).changes.filter(
      (change) => change.id === 'enum-value-added',
    );
    const part = config({
      accepted: [{ id: added!.id, at: added!.location, subject: 'foo', reason: 'Part.', expires: '2099-12-31' }],
    });
    const partly = await changesOf(baseFile, withBoth, '--config', part);
    expect(partly.code).toBe(2);
    expect(partly.stderr).toContain("subject foo, bar: EntitlementStatus may now be 'foo', 'bar'.");
    const whole = config({
      accepted: [
        { id: added!.id, at: added!.location, subject: ['bar', 'foo'], reason: 'All.', expires: '2099-12-31' },
      ],
    });
    expect((await changesOf(baseFile, withBoth, '--config', whole)).code).toBe(0);
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

// The counts every diff report closes with: an accepted change counts at its level and says it was accepted, so a
// passing gate does not read as a failure; a count of one is singular, any other plural.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { countsLine } from '../../packages/api-toolkit/src/diff/format/counts.js';
import type { Change } from '../../packages/api-toolkit/src/diff/rule.js';
import { runSubcommand, writeContractEdits } from './cli-harness.js';

let edits: ReturnType<typeof writeContractEdits>;
let acceptance: string;

beforeAll(() => {
  edits = writeContractEdits();
  acceptance = path.join(edits.dir, 'accepted.yaml');
  const entry = { id: 'operation-removed', at: '/paths/~1v0~1routes~1{routeId}/get', expires: '2099-12-31' };
  writeFileSync(acceptance, stringify({ accepted: [{ ...entry, reason: 'Replaced by listRoutes.' }] }));
});

const diff = (...more: string[]) =>
  runSubcommand('diff', ['--base', edits.baseFile, '--head', edits.breakingFile, '--config', acceptance, ...more]);

describe('the closing counts of a diff', () => {
  it('say the accepted breaking change in every format, and the gate passes', async () => {
    const counts = '1 breaking (1 accepted), 0 warnings, 1 info; ';
    const text = await diff();
    expect(text.code).toBe(0);
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^${escape(counts)}the changes call for`));
    expect((await diff('--format', 'markdown')).stdout).toContain(`Passes the gate. ${counts}`);
    expect((await diff('--format', 'github')).stdout).toContain(`::notice title=contract diff::${counts}`);
    const output = path.join(edits.dir, 'report.json');
    expect((await diff('--format', 'json', '--output', output)).stdout).toMatch(new RegExp(`^${escape(counts)}`));
  });

  it('are singular for one and plural otherwise', () => {
    const change = (level: Change['level'], accepted = false): Change => ({
      id: 'x',
      level,
      operations: [],
      location: '',
      message: '',
      ...(accepted ? { accepted: { reason: 'on purpose', expires: '2099-12-31' } } : {}),
    });
    expect(countsLine([])).toBe('0 breaking, 0 warnings, 0 info');
    expect(countsLine([change('warning')])).toBe('0 breaking, 1 warning, 0 info');
    expect(countsLine([change('breaking', true), change('breaking'), change('warning', true), change('warning')])).toBe(
      '2 breaking (1 accepted), 2 warnings (1 accepted), 0 info',
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

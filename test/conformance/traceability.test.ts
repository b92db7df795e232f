// The traceability table of conformance/src/README.md is generated from data (packages/conformance/scripts/
// traceability.ts), so editing a sentence cannot break it: the README must carry the current table, every check a row
// names exists, every check of the catalogue is named by some row, and every row has a check or says why there is none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { responseChecks, scenarioChecks, statefulSteps } from '../../packages/conformance/src/checks/index.js';
import { readmePath, rows, withTable } from '../../packages/conformance/scripts/traceability.js';

const catalogue = [...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name);
const named = rows.flatMap((row) => ('checks' in row ? row.checks : []));

describe('traceability table', () => {
  it('is current in the README (npx tsx packages/conformance/scripts/traceability.ts)', async () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toBe(await withTable(readme));
  });

  it('has rows for the description sections', () => {
    const sections = new Set(rows.map((row) => row.section));
    for (const section of [
      'Conventions',
      'Wallet account',
      'Route',
      'Metrics',
      'Wallet entitlement status',
      'Pagination and filtering',
      'Authentication',
      'Errors',
      'Limits',
      'Versioning',
      'Events',
    ]) {
      expect(sections, section).toContain(section);
    }
  });

  it('names only checks that exist', () => {
    expect(
      named.filter((name) => !catalogue.includes(name)),
      'a row names a check that does not exist',
    ).toEqual([]);
  });

  it('names every check of the catalogue at least once', () => {
    expect(
      catalogue.filter((name) => !named.includes(name)),
      'name each check in a row of packages/conformance/scripts/traceability.ts',
    ).toEqual([]);
  });

  it('gives every row a check or a reason, and shows each check it names', () => {
    for (const row of rows) {
      if ('reason' in row) expect(row.reason, `${row.section}: ${row.rule}`).toMatch(/^\S/);
      else {
        expect(row.checks.length, `${row.section}: ${row.rule}`).toBeGreaterThan(0);
        for (const name of row.checks) expect(row.shown ?? '', name).toMatch(row.shown ? `\`${name}\`` : '');
      }
    }
  });
});

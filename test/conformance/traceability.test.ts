// The traceability table of conformance/README.md stays true: every check it names exists in the catalogue, every
// check of the catalogue is named by some rule, and every row has a check or says why there is none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { responseChecks, scenarioChecks, statefulSteps } from '../../packages/conformance/src/checks/index.js';

const table = readFileSync(new URL('../../packages/conformance/src/README.md', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| Section /.test(line) && !/^\|[\s|:-]+$/.test(line))
  .map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );

const catalogue = [...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name);
/** Backticked words shaped like check names (lowercase with an underscore, or a catalogue name). */
const named = (cell: string) =>
  [...cell.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]!).filter((word) => catalogue.includes(word) || /_/.test(word));

describe('traceability table', () => {
  it('has rows for the description sections', () => {
    const sections = new Set(table.map((row) => row[0]));
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
    const ruleWords = new Set([
      'parameter_invalid',
      'account_not_found',
      'transaction_not_found',
      'route_not_found',
      'route_already_exists',
      'chain_unsupported',
      'currency_unsupported',
      'direction_unsupported',
      'entitlement_not_requestable',
      'account_not_provisioned',
      'account_verification_pending',
      'token_expired',
      'instant_settlement',
      'pending_approval',
      'repeated_parameter',
      'zoneless_timestamp',
      'x_query_rules',
    ]);
    const unknown = table
      .flatMap((row) => named(row[2] ?? ''))
      .filter((name) => !catalogue.includes(name) && !ruleWords.has(name));
    expect(unknown).toEqual([]);
  });

  it('names every check of the catalogue at least once', () => {
    const used = new Set(table.flatMap((row) => named(row[2] ?? '')));
    expect(catalogue.filter((name) => !used.has(name))).toEqual([]);
  });

  it('gives every row a check or a reason, and a mode', () => {
    for (const [section, rule, checks, mode] of table) {
      expect(rule, section).toBeTruthy();
      expect(named(checks ?? '').length > 0 || /^— \S/.test(checks ?? ''), `${section}: ${rule}`).toBe(true);
      expect(mode, `${section}: ${rule}`).toMatch(/^(read|writes|traffic|—)(, (read|writes|traffic))*$/);
    }
  });
});

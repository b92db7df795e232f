// JUnit XML for CI dashboards: one suite per operation, one test case per change; changes at or above the
// --fail-on level are failures, the others pass with their message as output.
import type { DiffResult } from '../index.js';
import type { Level } from '../rule.js';
import { affected, grouped, shared } from './group.js';
import { junitXml, type JunitCase, type JunitSuite } from '@ausd/command-line/junit';

export function formatJunit(result: DiffResult, failing: ReadonlySet<Level>): string {
  const groups = grouped(result.changes);
  const suites: JunitSuite[] = groups.map(({ operation, changes: list }) => {
    const name = operation === shared ? 'shared components' : (operation ?? 'document');
    const cases = list.map((change): JunitCase => {
      const where = operation === shared ? ` (affects ${affected(change)})` : '';
      const base = { classname: name, name: `${change.id} ${change.location}${where}` };
      if (change.accepted)
        return { ...base, output: `${change.level}, accepted: ${change.message} (${change.accepted.reason})` };
      if (!failing.has(change.level)) return { ...base, output: `${change.level}: ${change.message}` };
      const detail = `${change.id} (${change.level}) at ${change.location}: ${change.message}`;
      return { ...base, outcome: { kind: 'failure', type: change.level, message: change.message, detail } };
    });
    return { name, cases };
  });
  if (groups.length === 0) {
    suites.push({ name: 'contract diff', cases: [{ classname: 'contract diff', name: 'no classified changes' }] });
  }
  return junitXml('contract diff', suites);
}

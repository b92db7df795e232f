// JUnit XML for CI dashboards: one suite per operation, one test case per change; changes at or above the
// --fail-on level are failures, the others pass with their message as output.
import type { DiffResult } from '../index.js';
import type { Level } from '../rule.js';
import { affected, grouped, shared } from './group.js';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function formatJunit(result: DiffResult, failing: ReadonlySet<Level>): string {
  const groups = grouped(result.changes);
  const failures = result.changes.filter((change) => failing.has(change.level)).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract diff" tests="${result.changes.length}" failures="${failures}">`,
  ];
  for (const { operation, changes: list } of groups) {
    const name = escape(operation === shared ? 'shared components' : (operation ?? 'document'));
    const suiteFailures = list.filter((change) => failing.has(change.level)).length;
    lines.push(`  <testsuite name="${name}" tests="${list.length}" failures="${suiteFailures}">`);
    for (const change of list) {
      const where = operation === shared ? ` (affects ${affected(change)})` : '';
      const testName = escape(`${change.id} ${change.location}${where}`);
      const attributes = `classname="${name}" name="${testName}"`;
      if (failing.has(change.level)) {
        lines.push(`    <testcase ${attributes}>`);
        lines.push(
          `      <failure type="${change.level}" message="${escape(change.message)}">` +
            `${escape(`${change.id} (${change.level}) at ${change.location}: ${change.message}`)}</failure>`,
        );
        lines.push('    </testcase>');
      } else {
        lines.push(
          `    <testcase ${attributes}>` +
            `<system-out>${escape(`${change.level}: ${change.message}`)}</system-out></testcase>`,
        );
      }
    }
    lines.push('  </testsuite>');
  }
  if (groups.length === 0)
    lines.push(
      '  <testsuite name="contract diff" tests="1" failures="0">' +
        '<testcase classname="contract diff" name="no classified changes"/></testsuite>',
    );
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

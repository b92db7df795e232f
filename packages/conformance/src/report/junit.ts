// JUnit XML for CI: one test suite per check, one test case per operation it ran on.
import { junitXml, type JunitCase, type JunitSuite } from '@ausd/command-line/junit';
import { describeNarrowing } from '../run/selection.js';
import type { Report } from './report.js';

type Cell = Report['cells'][number];

function detailOf(cell: Cell): string {
  return cell.failures
    .map((f) =>
      [
        f.severity && `severity: ${f.severity}`,
        f.message,
        f.where && `at: ${f.where}`,
        f.reproduction && `repro: ${f.reproduction}`,
        f.request && `request: ${f.request.method} ${f.request.url}${f.request.body ? ` ${f.request.body}` : ''}`,
        f.response && `response: ${f.response.status} ${f.response.excerpt}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}

function testCase(check: string, cell: Cell): JunitCase {
  const base = { classname: `conformance.${check}`, name: cell.operationId };
  if (cell.status === 'skipped')
    return { ...base, outcome: { kind: 'skipped', message: cell.skipReason ?? 'not run' } };
  if (cell.status === 'passed') return base;
  const message = cell.failures[0]?.message ?? 'failed';
  return { ...base, outcome: { kind: 'failure', type: check, message, detail: detailOf(cell) } };
}

export function formatJunit(report: Report): string {
  const suites: JunitSuite[] = report.catalogue.flatMap(({ name, summary }) => {
    const cells = report.cells.filter((cell) => cell.check === name);
    if (cells.length === 0) return [];
    const properties: Record<string, string> = { summary };
    if (report.selection) properties.selection = describeNarrowing(report.selection);
    return [{ name, properties, cases: cells.map((cell) => testCase(name, cell)) }];
  });
  return junitXml('ausd-api conformance', suites, report.durationMs / 1000);
}

/** A run that could not start (deployment unreachable, key exchange refused): one test case in error, saying why. */
export function formatAbortJunit(reason: string): string {
  return junitXml('ausd-api conformance', [
    {
      name: 'conformance',
      cases: [
        { classname: 'conformance', name: 'start', outcome: { kind: 'error', type: 'aborted', message: reason } },
      ],
    },
  ]);
}

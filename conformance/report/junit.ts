// JUnit XML for CI: one test suite per check, one test case per operation it ran on.
import type { Report } from './report.js';

// XML 1.0 cannot carry these control characters at all, so they are dropped rather than escaped.
const escape = (text: string) =>
  text
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export function formatJunit(report: Report): string {
  const suites = report.catalogue
    .map(({ name, summary }) => {
      const cells = report.cells.filter((cell) => cell.check === name);
      if (cells.length === 0) return '';
      const cases = cells.map((cell) => {
        const open = `    <testcase classname="conformance.${escape(name)}" name="${escape(cell.operationId)}">`;
        if (cell.status === 'skipped')
          return `${open}<skipped message="${escape(cell.skipReason ?? 'not run')}"/></testcase>`;
        if (cell.status === 'passed') return `${open}</testcase>`;
        const detail = cell.failures
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
        return `${open}<failure message="${escape(cell.failures[0]?.message ?? 'failed')}" type="${escape(name)}">${escape(detail)}</failure></testcase>`;
      });
      const count = (status: string) => cells.filter((cell) => cell.status === status).length;
      return `  <testsuite name="${escape(name)}" tests="${cells.length}" failures="${count('failed')}" skipped="${count('skipped')}">\n    <properties><property name="summary" value="${escape(summary)}"/></properties>\n${cases.join('\n')}\n  </testsuite>`;
    })
    .filter(Boolean);
  const { passed, failed, skipped } = report.totals;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="ausd-api conformance" tests="${passed + failed + skipped}" failures="${failed}" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** A run that could not start (deployment unreachable, key exchange refused): one test case in error, saying why. */
export function formatAbortJunit(reason: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="ausd-api conformance" tests="1" failures="0" errors="1">\n` +
    `  <testsuite name="conformance" tests="1" failures="0" errors="1">\n` +
    `    <testcase classname="conformance" name="start"><error message="${escape(reason)}" type="aborted"/></testcase>\n` +
    `  </testsuite>\n</testsuites>\n`
  );
}

// One JUnit writer for every report: conformance runs and contract diffs escape alike, counts come from the cases.
import { describe, expect, it } from 'vitest';
import { junitXml, xmlText } from '../../packages/command-line/src/junit.js';
import { formatJunit as conformanceJunit } from '../../packages/conformance/src/report/junit.js';
import type { Report } from '../../packages/conformance/src/report/report.js';
import { formatJunit as diffJunit } from '../../packages/api-toolkit/src/diff/format/junit.js';
import type { DiffResult } from '../../packages/api-toolkit/src/diff/index.js';

const hostile = 'bad <value> & "quote"\u0001\u001b[31m';

describe('JUnit XML', () => {
  it('escapes markup and drops the control characters XML 1.0 cannot carry', () => {
    expect(xmlText(hostile)).toBe('bad &lt;value&gt; &amp; &quot;quote&quot;[31m');
  });

  it('counts tests, failures, errors and skips from the cases', () => {
    const xml = junitXml('run', [
      {
        name: 'suite',
        cases: [
          { classname: 'c', name: 'passed' },
          { classname: 'c', name: 'failed', outcome: { kind: 'failure', type: 't', message: 'm', detail: 'd' } },
          { classname: 'c', name: 'skipped', outcome: { kind: 'skipped', message: 'why' } },
        ],
      },
    ]);
    expect(xml).toContain('<testsuites name="run" tests="3" failures="1" skipped="1">');
    expect(xml).toContain('<failure type="t" message="m">d</failure>');
  });

  it('a contract diff message with control characters stays well-formed, as a conformance failure does', () => {
    const change = {
      id: 'operation-removed',
      level: 'breaking',
      operations: ['getRoute'],
      location: '/paths',
      message: hostile,
    } as const;
    const result = {
      summary: {},
      bump: 'major',
      release: undefined,
      baseVersion: '1.0.0',
      changes: [change],
    } as unknown as DiffResult;
    const diff = diffJunit(result, new Set(['breaking']));
    const report = {
      catalogue: [{ name: 'response_schema', summary: 's' }],
      cells: [
        { check: 'response_schema', operationId: 'getRoute', status: 'failed', failures: [{ message: hostile }] },
      ],
      durationMs: 1,
    } as unknown as Report;
    for (const xml of [diff, conformanceJunit(report)]) {
      // eslint-disable-next-line no-control-regex
      expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      expect(xml).toContain('message="bad &lt;value&gt; &amp; &quot;quote&quot;[31m"');
    }
  });
});

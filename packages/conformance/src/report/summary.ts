// The human summary: a checks × operations matrix, the failures with their request and response, the totals.
import type { Cell } from './results.js';
import { describeNarrowing } from '../run/selection.js';
import { groupedFailures } from './grouped-failures.js';
import { printable } from './printable.js';
import { rateLimitNote } from './rate-limit-note.js';
import type { Report } from './report.js';

const MARK = { passed: '✓', failed: '✗', skipped: '–' } as const;

function matrix(report: Report): string[] {
  const cells = new Map(report.cells.map((cell) => [`${cell.check}\u0000${cell.operationId}`, cell]));
  const used = report.operations.filter((op) => report.cells.some((cell) => cell.operationId === op));
  const width = Math.max(...report.catalogue.map((check) => check.name.length));
  const lines = ['Operations:', ...used.map((op, i) => `  ${String(i + 1).padStart(2)} ${op}`), ''];
  lines.push(`${''.padEnd(width)}  ${used.map((_, i) => String(i + 1).padStart(2)).join(' ')}   pass fail skip`);
  for (const { name } of report.catalogue) {
    const row = report.cells.filter((cell) => cell.check === name);
    if (row.length === 0) continue;
    const marks = used.map((op) => {
      const cell = cells.get(`${name}\u0000${op}`);
      return (cell ? MARK[cell.status] : ' ').padStart(2);
    });
    const tally = (status: Cell['status']) => String(row.filter((cell) => cell.status === status).length).padStart(4);
    const whole = row.find((cell) => cell.operationId === '*');
    lines.push(
      `${name.padEnd(width)}  ${whole ? `${MARK[whole.status]} (${printable(whole.skipReason ?? whole.status)})`.padEnd(used.length * 3 - 1) : marks.join(' ')}   ${tally('passed')} ${tally('failed')} ${tally('skipped')}`,
    );
  }
  return lines;
}

function failureLines(report: Report): string[] {
  const failed = report.cells.filter((cell) => cell.status === 'failed');
  if (failed.length === 0) return [];
  const lines = ['', 'Failures:'];
  for (const cell of failed) {
    const more =
      cell.failureCount > cell.failures.length
        ? ` (${cell.failureCount} in all, first ${cell.failures.length} shown)`
        : '';
    const severity = cell.failures[0]?.severity;
    lines.push('', `✗ ${cell.check} · ${cell.operationId}${severity ? ` [${severity}]` : ''}${more}`);
    for (const { failure, count } of groupedFailures(cell.failures)) {
      lines.push(
        `    ${printable(failure.message)}${failure.where ? `  [${printable(failure.where)}]` : ''}${count > 1 ? `  (×${count})` : ''}`,
      );
      if (failure.request)
        lines.push(
          `      request:  ${printable(`${failure.request.method} ${failure.request.url}`)}${failure.request.body ? `  body ${printable(failure.request.body)}` : ''}`,
        );
      if (failure.response)
        lines.push(
          `      response: ${failure.response.status} ${printable(failure.response.excerpt.replace(/\s+/g, ' ').slice(0, 200))}`,
        );
      if (failure.reproduction) lines.push(`      repro:    ${printable(failure.reproduction)}`);
    }
  }
  lines.push('', `Reproductions expect AUSD_SESSION: ${report.reproduceWith}`);
  return lines;
}

/** Operations × statuses: answers seen and error codes per documented status, and what was never exercised. */
function coverageLines(report: Report): string[] {
  const lines = ['', 'Coverage (status: answers seen [error codes]; ! undocumented):'];
  const never: string[] = [];
  for (const op of report.coverage) {
    const cells = op.statuses
      .filter((s) => s.observed > 0)
      .map((s) => {
        const codes = Object.entries(s.codes).map(([code, n]) => `${printable(code)}×${n}`);
        return `${s.documented ? '' : '!'}${s.status}:${s.observed}${codes.length ? ` [${codes.join(' ')}]` : ''}`;
      });
    lines.push(`  ${op.operationId.padEnd(22)} ${cells.join('  ') || '(no answers)'}`);
    if (op.neverExercised.length > 0) never.push(`${op.operationId} ${op.neverExercised.join(',')}`);
  }
  if (never.length > 0) lines.push('', `Documented statuses never exercised: ${printable(never.join('; '))}`);
  return lines;
}

function cutShortLines(report: Report): string[] {
  if (report.cutShort.length === 0) return [];
  const reasons = new Map<string, string[]>();
  for (const { check, operationId, reason } of report.cutShort)
    reasons.set(reason, [...(reasons.get(reason) ?? []), `${check}·${operationId}`]);
  return [
    '',
    'Cut short (not proven):',
    ...[...reasons].map(
      ([reason, cells]) =>
        `  ${printable(reason)}: ${cells.length} (${printable(cells.slice(0, 4).join(', '))}${cells.length > 4 ? ', …' : ''})`,
    ),
  ];
}

function skippedLines(report: Report): string[] {
  const reasons = new Map<string, string[]>();
  for (const cell of report.cells.filter((c) => c.status === 'skipped')) {
    const reason = cell.skipReason ?? 'not run';
    reasons.set(reason, [...(reasons.get(reason) ?? []), `${cell.check}·${cell.operationId}`]);
  }
  if (reasons.size === 0) return [];
  return [
    '',
    'Skipped:',
    ...[...reasons].map(
      ([reason, cells]) =>
        `  ${printable(reason)}: ${cells.length} (${printable(cells.slice(0, 4).join(', '))}${cells.length > 4 ? ', …' : ''})`,
    ),
  ];
}

/** What the deployment's rate limit cost: a run's time is mostly these waits when the limit is low. */
function rateLimitLines(report: Report): string[] {
  const note = rateLimitNote(report);
  return note === undefined ? [] : ['', printable(note)];
}

export function formatSummary(report: Report): string {
  const { passed, failed, skipped } = report.totals;
  const created =
    report.created.length === 0
      ? []
      : [
          '',
          `Created (prefix ${report.runPrefix}):`,
          ...report.created.map((r) => printable(`  ${r.kind} ${r.id} "${r.name}"`)),
        ];
  const verdict = report.verdict.toUpperCase();
  const responseChecks = new Set(report.catalogue.filter((check) => check.kind === 'response').map((c) => c.name));
  const responseCells = report.cells.filter((cell) => responseChecks.has(cell.check)).length;
  const kinds = `${report.cells.length - responseCells} scenario, ${responseCells} response`;
  const bySeverity = ['critical', 'major', 'minor']
    .map(
      (severity) =>
        [
          severity,
          report.cells.filter((c) => c.status === 'failed' && c.failures[0]?.severity === severity).length,
        ] as const,
    )
    .filter(([, n]) => n > 0)
    .map(([severity, n]) => `${n} ${severity}`);
  return [
    report.mode === 'proxy'
      ? `Conformance of the traffic to ${printable(report.baseUrl)} through the proxy (${report.requests} exchanges)`
      : report.mode === 'verify'
        ? `Conformance of the traffic to ${printable(report.baseUrl)} recorded in a HAR file (${report.requests} exchanges)`
        : `Conformance of ${printable(report.baseUrl)}${report.allowWrites ? ' (with writes)' : ' (read-only)'}`,
    ...(report.selection ? [`Only part of the catalogue: ${describeNarrowing(report.selection)}`] : []),
    ...(report.notes ?? []).map(printable),
    '',
    ...matrix(report),
    ...failureLines(report),
    ...skippedLines(report),
    ...cutShortLines(report),
    ...coverageLines(report),
    ...created,
    ...rateLimitLines(report),
    '',
    `${verdict}${report.selection ? ' (narrowed run)' : ''}: ${report.catalogue.length} checks, ${passed + failed + skipped} cells (${kinds}): ${passed} passed, ${failed} failed${bySeverity.length ? ` (${bySeverity.join(', ')})` : ''}, ${skipped} skipped${report.cutShort.length ? `, ${report.cutShort.length} cut short` : ''} · ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s${report.mode === 'run' ? ` · seed ${report.seed}` : ''}`,
    '',
  ].join('\n');
}

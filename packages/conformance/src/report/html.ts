// The HTML report (`--html FILE`): one self-contained page for CI artefacts, read offline. It shows the verdict, the
// checks × operations matrix as a coloured grid, every failure with its request, response excerpt and curl line,
// the documented statuses and codes each operation was seen answering (a heat map) and each operation's latency.
// Its content policy is the reference's, stricter: nothing loads from anywhere, and the one script and the one
// style sheet are allowed by their hashes, not by 'unsafe-inline'. Everything that came from the wire (URLs,
// bodies, messages quoting them, error codes) is escaped, control characters shown as their pictures.
import { createHash } from 'node:crypto';
import { LATENCY_BUCKETS_MS, type OperationLatency } from './latency.js';
import type { Cell } from './results.js';
import { describeNarrowing } from '../run/selection.js';
import { groupedFailures } from './grouped-failures.js';
import { rateLimitNote } from './rate-limit-note.js';
import type { Report } from './report.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute. */
export function escapeHtml(value: unknown): string {
  return (
    String(value)
      .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
      // C0 controls but tab and newline, and DEL, as the Control Pictures block shows them.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) =>
        String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0)),
      )
  );
}

const STYLE = `
:root{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d2330;background:#f6f7f9}
body{margin:0 auto;max-width:1400px;padding:20px 28px 60px}
h1{margin:0;font-size:28px;display:inline-block;padding:4px 14px;border-radius:6px;color:#fff}
h1.passed{background:#1f7a3a}h1.failed{background:#b3261e}h1.incomplete{background:#9a6700}
h2{margin:32px 0 10px;font-size:19px;border-bottom:1px solid #d5d9e0;padding-bottom:4px}
h3{margin:0 0 6px;font-size:15px}
.meta{color:#4a5262;margin:8px 0}.meta span{margin-right:16px}
.note{background:#fff6d6;border:1px solid #e8d48a;padding:6px 10px;border-radius:4px;margin:6px 0}
table{border-collapse:collapse;background:#fff}
th,td{border:1px solid #dde1e7;padding:3px 6px;text-align:center;vertical-align:middle}
th{background:#eef0f4;font-weight:600}
#matrix th.op{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:500;padding:6px 2px}
#matrix th.check{text-align:left;font-family:ui-monospace,monospace;font-weight:500;white-space:nowrap}
#matrix td{width:22px;height:22px;padding:0;font-size:13px}
#matrix td a{display:block;color:inherit;text-decoration:none}
td.passed{background:#c9ecd3;color:#1f7a3a}td.failed{background:#f4b8b3;color:#8c1d18;font-weight:700}
td.skipped{background:#eceef1;color:#8a93a3}td.cut{background:repeating-linear-gradient(45deg,#fde7b0 0 4px,#fff5d8 4px 8px)}
td.none{background:#fff}
.legend span{display:inline-block;padding:1px 8px;margin-right:6px;border-radius:3px}
.legend .passed{background:#c9ecd3}.legend .failed{background:#f4b8b3}.legend .skipped{background:#eceef1}
.legend .cut{background:#fde7b0}
.failure{background:#fff;border:1px solid #e3b7b3;border-left:5px solid #b3261e;border-radius:4px;padding:10px 14px;margin:12px 0}
.failure .msg{margin:8px 0 4px;font-weight:500}
.sev{font-size:12px;padding:1px 6px;border-radius:3px;background:#eee;margin-left:6px}
.sev.critical{background:#b3261e;color:#fff}.sev.major{background:#e8a33d}.sev.minor{background:#d9dde4}
pre{background:#f3f4f7;border:1px solid #e1e4ea;padding:6px 8px;margin:4px 0;white-space:pre-wrap;word-break:break-all;font:12px/1.4 ui-monospace,monospace;max-height:240px;overflow:auto}
.label{font-size:12px;color:#5b6475;margin-top:6px}
#coverage{max-width:100%}#coverage td{min-width:40px;font-size:12px}
#coverage td.h0{background:#fff}#coverage td.h1{background:#dcebf8}#coverage td.h2{background:#b6d4f0}
#coverage td.h3{background:#86b6e6}#coverage td.h4{background:#4f8fd1;color:#fff}#coverage td.h5{background:#1f5fa8;color:#fff}
#coverage td.unseen{background:#fff;color:#8a93a3;outline:1px dashed #c3c8d1;outline-offset:-3px}
#coverage td.undocumented{background:#f4b8b3;color:#8c1d18;font-weight:700}
#coverage td.absent{background:#f6f7f9}
#coverage .codes{display:block;font-size:11px;color:inherit;opacity:.85}
#coverage .not-seen{opacity:.65}
.count{font-size:12px;padding:1px 6px;border-radius:3px;background:#eef0f4;margin-left:6px}
#latency td{text-align:right}#latency td.op{text-align:left}
#latency svg{display:block}
.hide-passing tr.all-passed{display:none}
label.toggle{font-size:13px;margin-left:12px}
`;

const SCRIPT = `
document.documentElement.dataset.script = 'ran';
var toggle = document.getElementById('only-failing');
if (toggle) toggle.addEventListener('change', function () {
  document.getElementById('matrix').classList.toggle('hide-passing', toggle.checked);
});
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The reference's policy with hashes in place of 'unsafe-inline' and nothing to load. */
export const HTML_CONTENT_POLICY = `default-src 'none'; script-src ${sha256(SCRIPT)}; style-src ${sha256(STYLE)}; img-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'`;

const MARK = { passed: '✓', failed: '✗', skipped: '–' } as const;

function cellClass(cell: Cell | undefined): string {
  if (!cell) return 'none';
  return cell.cutShort && cell.status !== 'failed' ? `${cell.status} cut` : cell.status;
}

function matrix(report: Report, failureIds: Map<Cell, string>): string {
  const cells = new Map(report.cells.map((cell) => [`${cell.check}\u0000${cell.operationId}`, cell]));
  const used = report.operations.filter((op) => report.cells.some((cell) => cell.operationId === op));
  const wholes = report.cells.filter((cell) => cell.operationId === '*');
  const head = `<tr><th></th>${used.map((op) => `<th class="op" scope="col">${escapeHtml(op)}</th>`).join('')}</tr>`;
  const rows = report.catalogue.flatMap(({ name, summary }) => {
    const row = report.cells.filter((cell) => cell.check === name && cell.operationId !== '*');
    const whole = wholes.find((cell) => cell.check === name);
    if (row.length === 0 && !whole) return [];
    const allPassed = row.every((cell) => cell.status !== 'failed');
    const marks = used.map((op) => {
      const cell = cells.get(`${name}\u0000${op}`);
      const title = cell
        ? `${name} · ${op}: ${cell.status}${cell.skipReason ? ` (${cell.skipReason})` : ''}${cell.cutShort ? ' (cut short)' : ''}`
        : `${name} · ${op}: does not apply`;
      const mark = cell ? MARK[cell.status] : '';
      const id = cell && failureIds.get(cell);
      return `<td class="${cellClass(cell)}" data-check="${escapeHtml(name)}" data-operation="${escapeHtml(op)}" title="${escapeHtml(title)}">${id ? `<a href="#${id}">${mark}</a>` : mark}</td>`;
    });
    const label = `<th class="check" scope="row" title="${escapeHtml(summary)}">${escapeHtml(name)}${whole ? ` <small>(${escapeHtml(whole.skipReason ?? whole.status)})</small>` : ''}</th>`;
    return [`<tr class="${allPassed ? 'all-passed' : 'has-failure'}">${label}${marks.join('')}</tr>`];
  });
  return `<table id="matrix"><thead>${head}</thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function failures(report: Report, failureIds: Map<Cell, string>): string {
  const failed = report.cells.filter((cell) => cell.status === 'failed');
  if (failed.length === 0) return '<p>No check failed.</p>';
  const sections = failed.map((cell) => {
    const severity = cell.failures[0]?.severity;
    const more =
      cell.failureCount > cell.failures.length
        ? ` <small>(${cell.failureCount} in all, first ${cell.failures.length} shown)</small>`
        : '';
    const items = groupedFailures(cell.failures).map(({ failure, count }) => {
      const times = count > 1 ? ` <span class="count" title="identical failures">×${count}</span>` : '';
      const parts = [
        `<p class="msg">${escapeHtml(failure.message)}${failure.where ? ` <small>[${escapeHtml(failure.where)}]</small>` : ''}${times}</p>`,
      ];
      if (failure.request)
        parts.push(
          '<div class="label">Request</div>',
          `<pre class="request">${escapeHtml(`${failure.request.method} ${failure.request.url}${failure.request.body ? `\n\n${failure.request.body}` : ''}`)}</pre>`,
        );
      if (failure.response)
        parts.push(
          `<div class="label">Response ${escapeHtml(failure.response.status)} (excerpt)</div>`,
          `<pre class="response">${escapeHtml(failure.response.excerpt)}</pre>`,
        );
      if (failure.reproduction)
        parts.push('<div class="label">Reproduce</div>', `<pre class="curl">${escapeHtml(failure.reproduction)}</pre>`);
      return parts.join('\n');
    });
    return `<section class="failure" id="${failureIds.get(cell)}"><h3>✗ ${escapeHtml(cell.check)} · ${escapeHtml(cell.operationId)}${severity ? `<span class="sev ${escapeHtml(severity)}">${escapeHtml(severity)}</span>` : ''}${more}</h3>\n${items.join('\n<hr>\n')}</section>`;
  });
  const setup = report.reproduceWith
    ? `<p>The curl lines expect <code>AUSD_SESSION</code>:</p><pre>${escapeHtml(report.reproduceWith)}</pre>`
    : '';
  return `${setup}\n${sections.join('\n')}`;
}

/** An error code that may wrap after each underscore, so the table fits a laptop's width. */
const breakable = (code: string) => escapeHtml(code).replaceAll('_', '_<wbr>');

const heat = (count: number) => (count === 0 ? 0 : Math.min(5, 1 + Math.floor(Math.log2(count) / 1.5)));

function coverage(report: Report): string {
  const statuses = [...new Set(report.coverage.flatMap((op) => op.statuses.map((s) => s.status)))].sort();
  const head = `<tr><th>operation</th>${statuses.map((s) => `<th>${escapeHtml(s)}</th>`).join('')}</tr>`;
  const rows = report.coverage.map((op) => {
    const cells = statuses.map((status) => {
      const seen = op.statuses.find((s) => s.status === status);
      if (!seen) return '<td class="absent" title="not documented, not seen"></td>';
      const codes = [
        ...Object.entries(seen.codes).map(([code, n]) => `${breakable(code)} ×${n}`),
        ...seen.codesNotSeen.map((code) => `<span class="not-seen">${breakable(code)}</span>`),
      ];
      const kind = !seen.documented ? 'undocumented' : seen.observed === 0 ? 'unseen' : `h${heat(seen.observed)}`;
      const title = !seen.documented
        ? `${status} is not documented for ${op.operationId}`
        : seen.observed === 0
          ? `documented, never seen`
          : `${seen.observed} answers`;
      return `<td class="${kind}" data-status="${escapeHtml(status)}" title="${escapeHtml(title)}">${seen.observed}${codes.length ? `<span class="codes">${codes.join('<br>')}</span>` : ''}</td>`;
    });
    return `<tr><th scope="row">${escapeHtml(op.operationId)}</th>${cells.join('')}</tr>`;
  });
  return `<p class="legend">Answers per documented status; codes seen with their count, codes never seen in grey; <span class="failed">red</span>: an undocumented status; grey, dashed: documented, never seen.</p>
<table id="coverage"><thead>${head}</thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** The buckets as bars, on a scale of the busiest bucket. */
function histogram(row: OperationLatency): string {
  const width = 12;
  const height = 28;
  const top = Math.max(...row.buckets, 1);
  const bars = row.buckets.map((n, i) => {
    const h = n === 0 ? 0 : Math.max(1, Math.round((n / top) * height));
    const bound = i < LATENCY_BUCKETS_MS.length ? `≤ ${LATENCY_BUCKETS_MS[i]} ms` : `> ${LATENCY_BUCKETS_MS.at(-1)} ms`;
    return `<rect x="${i * (width + 2)}" y="${height - h}" width="${width}" height="${h}" fill="#4f8fd1"><title>${bound}: ${n}</title></rect>`;
  });
  const total = row.buckets.length * (width + 2);
  return `<svg width="${total}" height="${height + 1}" viewBox="0 0 ${total} ${height + 1}" role="img" aria-label="distribution of ${escapeHtml(row.operationId)}"><line x1="0" y1="${height + 0.5}" x2="${total}" y2="${height + 0.5}" stroke="#9aa3b2"/>${bars.join('')}</svg>`;
}

function latency(report: Report): string {
  if (report.latency.length === 0) return '<p>No answer was timed.</p>';
  const scale = `${LATENCY_BUCKETS_MS.map((b) => `≤${b}`).join(' ')} &gt;${LATENCY_BUCKETS_MS.at(-1)} ms`;
  const rows = report.latency.map(
    (row) =>
      `<tr><td class="op">${escapeHtml(row.operationId)}</td><td>${row.count}</td><td>${row.p50Ms}</td><td>${row.p95Ms}</td><td>${row.maxMs}</td><td>${histogram(row)}</td></tr>`,
  );
  return `<table id="latency"><thead><tr><th>operation</th><th>answers</th><th>p50 ms</th><th>p95 ms</th><th>max ms</th><th>distribution <small>(${scale})</small></th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function reasons(title: string, list: Array<{ reason: string; at: string }>): string {
  if (list.length === 0) return '';
  const grouped = new Map<string, string[]>();
  for (const { reason, at } of list) grouped.set(reason, [...(grouped.get(reason) ?? []), at]);
  const items = [...grouped].map(
    ([reason, at]) =>
      `<li>${escapeHtml(reason)}: ${at.length} <small>(${escapeHtml(at.slice(0, 6).join(', '))}${at.length > 6 ? ', …' : ''})</small></li>`,
  );
  return `<h2>${title}</h2><ul>${items.join('')}</ul>`;
}

const SOURCE = {
  run: 'run against',
  proxy: 'traffic through the proxy to',
  verify: 'traffic recorded in a HAR file, API entries:',
} as const;

export function formatHtml(report: Report): string {
  const { passed, failed, skipped } = report.totals;
  const failureIds = new Map(
    report.cells.filter((cell) => cell.status === 'failed').map((cell, i) => [cell, `failure-${i + 1}`] as const),
  );
  const verdict = report.verdict.toUpperCase();
  const notes = [
    ...(report.selection ? [`Only part of the catalogue: ${describeNarrowing(report.selection)}`] : []),
    ...(report.notes ?? []),
    ...[rateLimitNote(report)].filter((note) => note !== undefined),
  ];
  const meta = [
    `${SOURCE[report.mode]} ${report.baseUrl}`,
    report.mode === 'run' ? (report.allowWrites ? 'with writes' : 'read-only') : '',
    `started ${report.startedAt}`,
    `${(report.durationMs / 1000).toFixed(1)} s`,
    `${report.requests} ${report.mode === 'run' ? 'requests' : 'exchanges'}`,
    report.mode === 'run' ? `seed ${report.seed}` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${HTML_CONTENT_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance ${verdict}: ${escapeHtml(report.baseUrl)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1 id="verdict" class="${report.verdict}" data-verdict="${report.verdict}">${verdict}</h1>
<p class="meta">${meta.map((m) => `<span>${escapeHtml(m)}</span>`).join('')}</p>
<p id="totals" class="meta">${report.catalogue.length} checks, ${passed + failed + skipped} check × operation cells: <strong>${passed} passed</strong>, <strong>${failed} failed</strong>, ${skipped} skipped${report.cutShort.length ? `, ${report.cutShort.length} cut short` : ''}</p>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n')}
</header>
<main>
<h2>Checks × operations <label class="toggle"><input type="checkbox" id="only-failing"> only rows with a failure</label></h2>
<p class="legend"><span class="passed">✓ passed</span><span class="failed">✗ failed</span><span class="skipped">– skipped</span><span class="cut">cut short</span> A failed cell links to its failure.</p>
${matrix(report, failureIds)}
<h2 id="failures">Failures</h2>
${failures(report, failureIds)}
${reasons(
  'Cut short (not proven)',
  report.cutShort.map((c) => ({ reason: c.reason, at: `${c.check}·${c.operationId}` })),
)}
${reasons(
  'Skipped',
  report.cells
    .filter((c) => c.status === 'skipped')
    .map((c) => ({ reason: c.skipReason ?? 'not run', at: `${c.check}·${c.operationId}` })),
)}
<h2 id="coverage-title">Coverage of documented statuses and codes</h2>
${coverage(report)}
<h2 id="latency-title">Latency per operation</h2>
${latency(report)}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

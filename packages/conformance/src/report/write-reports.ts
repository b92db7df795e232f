// The report files a run, the proxy and verify write on request: JUnit, JSON and HTML, each from the same report.
import { writeOutputFile } from '@ausd/command-line/output-file';
import { formatHtml } from './html.js';
import { formatJunit } from './junit.js';
import type { Report } from './report.js';

export interface ReportFiles {
  junit?: string | undefined;
  json?: string | undefined;
  html?: string | undefined;
}

export async function writeReports(report: Report, files: ReportFiles): Promise<void> {
  if (files.junit) await writeOutputFile('--junit', files.junit, formatJunit(report));
  if (files.json) await writeOutputFile('--json', files.json, `${JSON.stringify(report, null, 2)}\n`);
  if (files.html) await writeOutputFile('--html', files.html, formatHtml(report));
}

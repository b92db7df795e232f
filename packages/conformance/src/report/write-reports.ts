// The report files a run, the proxy and verify write on request: JUnit, JSON and HTML, each from the same report.
// Each file written is named on stdout, by the option that asked for it, so a CI log says where to find it.
import path from 'node:path';
import { writeOutputFile } from '@ausd/command-line/output-file';
import { formatHtml } from './html.js';
import { formatJunit } from './junit.js';
import type { Report } from './report.js';

export interface ReportFiles {
  junit?: string | undefined;
  json?: string | undefined;
  html?: string | undefined;
}

/** Writes one report file and says where it went. */
export async function writeReportFile(option: string, file: string, content: string): Promise<void> {
  await writeOutputFile(option, file, content);
  process.stdout.write(`${option} report written to ${path.resolve(file)}\n`);
}

export async function writeReports(report: Report, files: ReportFiles): Promise<void> {
  if (files.junit) await writeReportFile('--junit', files.junit, formatJunit(report));
  if (files.json) await writeReportFile('--json', files.json, `${JSON.stringify(report, null, 2)}\n`);
  if (files.html) await writeReportFile('--html', files.html, formatHtml(report));
}

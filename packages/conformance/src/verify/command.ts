// `ausd-api conformance verify FILE.har`: the checks that need no new request over recorded traffic, reported as a
// run is (summary, JUnit, JSON, HTML) with the run's exit statuses.
import { stat, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { UsageError } from '@ausd/command-line/arguments';
import { checkOutputFiles } from '@ausd/command-line/output-file';
import { printable } from '../report/printable.js';
import { EXIT_STATUS } from '../report/report.js';
import { formatSummary } from '../report/summary.js';
import { writeReports } from '../report/write-reports.js';
import { selectionFrom, selectionOptions, UnknownSelection } from '../run/selection.js';
import { harBounds, HarInputError } from './read-har.js';
import { verifyHar } from './verify.js';

export const verifyUsage = (program: string) => `
Usage: ${program} FILE.har [options]

Runs every check that needs no new request over traffic recorded as HAR 1.2: each response check on each
exchange (status and error code documented for the operation, content type, response schema, headers, address
encodings, route instructions, page size), each list page's order and filters, and each cursor chain present in
the file (no item twice, order kept across pages). Reads the proxy's --har recordings and the HAR that Chrome's and
Firefox's developer tools export ("Save all as HAR"): entries outside the API are skipped and counted.

Options:
  --url-prefix URL          the API's base URL in the file (e.g. https://staging.example); entries elsewhere are
                            skipped. Default: the base a proxy recording names, else every URL whose path holds
                            the contract's version prefix
  --checks A,B              only these checks
  --exclude-checks A,B      every check but these
  --operations X,Y          only these operations (operation ids or tags)
  --junit FILE              write JUnit XML
  --json FILE               write the full report as JSON
  --html FILE               write a self-contained HTML report
  --max-entries N           refuse a file of more than N entries, before reading any (default ${harBounds.maxEntries})
  --max-kept-mib N          refuse once the API's exchanges hold more than N MiB of bodies, which verify keeps
                            to check (default ${harBounds.maxKeptBytes / 1024 / 1024}); files above ${harBounds.maxFileBytes / 1024 / 1024} MiB are refused unread

Exit status: 0 every check that applied held, 1 a check failed, 2 usage error or a file that is not HAR (at most
${harBounds.maxFileBytes / 1024 / 1024} MiB, or past a bound above), 3 no entry of the file is an API exchange with its answer.`;

function fail(program: string, message: string): number {
  process.stderr.write(`${program}: ${printable(message)}\n${verifyUsage(program).trim()}\n`);
  return 2;
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new UsageError(`${name} must be a whole number from 1, got '${value}'`);
  return Number(value);
}

/** `program` is the subcommand as typed: `ausd-api conformance verify`, or `ausd-conformance verify`. */
export async function runVerifyCommand(argv: string[], program: string): Promise<number> {
  let options;
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
          'url-prefix': { type: 'string' },
          ...selectionOptions,
          junit: { type: 'string' },
          json: { type: 'string' },
          html: { type: 'string' },
          'max-entries': { type: 'string' },
          'max-kept-mib': { type: 'string' },
        },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length === 0 ? 'name the HAR file to verify' : `one HAR file, got ${positionals.join(' ')}`,
      );
    const prefix = values['url-prefix'];
    if (prefix !== undefined && !/^https?:\/\/[^/]/.test(prefix))
      throw new UsageError(`--url-prefix must be an http(s) URL, got '${prefix}'`);
    options = {
      file: positionals[0]!,
      urlPrefix: prefix,
      selection: selectionFrom(values),
      bounds: {
        maxEntries: wholeNumber(values['max-entries'], '--max-entries') ?? harBounds.maxEntries,
        maxKeptBytes:
          (wholeNumber(values['max-kept-mib'], '--max-kept-mib') ?? harBounds.maxKeptBytes / 1024 / 1024) * 1024 * 1024,
      },
      outputs: { junit: values.junit, json: values.json, html: values.html },
    };
    checkOutputFiles({ '--junit': values.junit, '--json': values.json, '--html': values.html });
  } catch (error) {
    return fail(program, error instanceof Error ? error.message : String(error));
  }
  let har: Buffer;
  try {
    const size = (await stat(options.file)).size;
    if (size > harBounds.maxFileBytes)
      return fail(
        program,
        `${options.file}: ${size} bytes, above the ${harBounds.maxFileBytes / 1024 / 1024} MiB verify reads`,
      );
    har = await readFile(options.file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      program,
      `${options.file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : (code ?? String(error))}`,
    );
  }
  let report;
  try {
    report = await verifyHar(har, {
      ...(options.urlPrefix === undefined ? {} : { urlPrefix: options.urlPrefix }),
      selection: options.selection,
      bounds: options.bounds,
    });
  } catch (error) {
    if (error instanceof HarInputError) return fail(program, `${options.file}: ${error.message}`);
    if (error instanceof UnknownSelection) return fail(program, error.message);
    throw error;
  }
  process.stdout.write(formatSummary(report));
  await writeReports(report, options.outputs);
  return EXIT_STATUS[report.verdict];
}

// `ausd-api conformance proxy`: runs the validation proxy until SIGINT/SIGTERM or --duration, then prints the
// summary, writes the reports and exits with the verdict's status.
import { parseOptions, seconds } from '@ausd/command-line/arguments';
import { checkOutputFiles, writeOutputFile } from '@ausd/command-line/output-file';
import { listenFailure } from '@ausd/command-line/listen-error';
import { HarRecorder, harLimits } from '../har/recorder.js';
import { EXIT_STATUS } from '../report/report.js';
import { formatSummary } from '../report/summary.js';
import { writeReports } from '../report/write-reports.js';
import { exposureWarning } from './admission.js';
import { proxyLimits, startConformanceProxy } from './proxy.js';

export const proxyUsage = (program: string) => `
Usage: ${program} --upstream URL [options]

A loopback proxy that forwards every request to the deployment unchanged and applies every response check of the
contract (status documented, content type, schema, headers, error codes, address encodings, route instructions)
to each exchange that passes through. Point a client, an end-to-end suite or a browser at the printed URL. On
SIGINT/SIGTERM or after --duration it prints the summary and writes the reports. Credentials pass through and are
never written. Requests reach the upstream only: a target that is not a path (http://host/…, //host/…) or a Host
header naming no address the proxy listens on gets 400.

Options:
  --upstream URL        the deployment to forward to (env AUSD_BASE_URL)
  --port P              port to listen on (default: env AUSD_PROXY_PORT, else 0: a free one; the URL is printed)
  --host H              interface to listen on (default 127.0.0.1; anything beyond loopback is warned about)
  --upstream-timeout S  give up on an upstream silent for S seconds: 504 (default ${proxyLimits.upstreamTimeoutMs / 1000})
  --duration S          stop after S seconds
  --report FILE         write the full report as JSON
  --junit FILE          write JUnit XML
  --html FILE           write a self-contained HTML report (verdict, matrix, failures, coverage, latency)
  --har FILE            record the relayed traffic as HAR 1.2 (every request and answer with its timings), for
                        \`${program.replace(/ proxy$/, ' verify')}\`. Authorization, Cookie and Set-Cookie headers, the session
                        token field and any field or query parameter named like a secret are redacted. At most
                        ${harLimits.maxEntries} entries and ${harLimits.maxBytes / 1024 / 1024} MiB: past either, recording stops (traffic is still
                        relayed and checked) and the proxy says so

Exit status: 0 no exchange violated the contract, 1 one did, 2 usage error, 3 no traffic passed through.`;

/** `program` is the subcommand as typed: `ausd-api conformance proxy`, or `ausd-conformance proxy`. */
export async function runProxyCommand(argv: string[], program: string): Promise<number> {
  let options;
  try {
    const values = parseOptions(argv, {
      upstream: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      duration: { type: 'string' },
      'upstream-timeout': { type: 'string' },
      report: { type: 'string' },
      junit: { type: 'string' },
      html: { type: 'string' },
      har: { type: 'string' },
    });
    const upstream = values.upstream ?? process.env.AUSD_BASE_URL;
    if (!upstream || !/^https?:\/\/[^/]/.test(upstream))
      throw new Error(`--upstream must be an http(s) URL, got '${upstream ?? ''}'`);
    const [portName, portValue] =
      values.port === undefined && process.env.AUSD_PROXY_PORT
        ? ['AUSD_PROXY_PORT', process.env.AUSD_PROXY_PORT]
        : ['--port', values.port ?? '0'];
    const port = Number(portValue);
    if (!/^\d+$/.test(portValue) || port > 65535) throw new Error(`${portName} must be 0 to 65535, got '${portValue}'`);
    const duration = seconds(values.duration, '--duration');
    const timeout = seconds(values['upstream-timeout'], '--upstream-timeout');
    options = {
      upstreamTimeoutMs: timeout === undefined ? proxyLimits.upstreamTimeoutMs : timeout * 1000,
      upstream,
      port,
      host: values.host ?? '127.0.0.1',
      duration,
      report: values.report,
      junit: values.junit,
      html: values.html,
      har: values.har,
    };
    checkOutputFiles({
      '--report': options.report,
      '--junit': options.junit,
      '--html': options.html,
      '--har': options.har,
    });
  } catch (error) {
    process.stderr.write(
      `${program}: ${error instanceof Error ? error.message : String(error)}\n${proxyUsage(program).trim()}\n`,
    );
    return 2;
  }
  const warning = exposureWarning(options.host);
  if (warning) process.stderr.write(`${warning}\n`);
  const record = options.har
    ? new HarRecorder(harLimits, (reason) => process.stderr.write(`${program}: HAR ${reason}\n`))
    : undefined;
  let proxy;
  try {
    proxy = await startConformanceProxy({
      ...(record ? { record } : {}),
      upstream: options.upstream,
      port: options.port,
      host: options.host,
      limits: { upstreamTimeoutMs: options.upstreamTimeoutMs },
    });
  } catch (error) {
    const reason = listenFailure(error, options.host) ?? (error instanceof Error ? error.message : String(error));
    process.stderr.write(`${program}: cannot listen on ${options.host}:${options.port}: ${reason}\n`);
    return 2;
  }
  process.stdout.write(`listening on ${proxy.url} → ${options.upstream}\n`);
  await new Promise<void>((resolve) => {
    const timer = options.duration === undefined ? undefined : setTimeout(resolve, options.duration * 1000);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await proxy.close();
  const report = proxy.report();
  process.stdout.write(formatSummary(report));
  if (options.report) await writeOutputFile('--report', options.report, `${JSON.stringify(report, null, 2)}\n`);
  await writeReports(report, { junit: options.junit, html: options.html });
  if (options.har && record) {
    await writeOutputFile('--har', options.har, `${JSON.stringify(proxy.har(), null, 1)}\n`);
    process.stderr.write(`${record.describe(options.har)}\n`);
  }
  return EXIT_STATUS[report.verdict];
}

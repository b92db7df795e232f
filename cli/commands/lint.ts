// `ausd-api lint`: runs @redocly/cli lint with redocly.yaml (recommended-strict, extra rules and the
// project's plugin rules) and fails on any problem, warnings included: the contract is kept at zero.
import { runRedocly } from '../../redocly/run.js';
import type { Command } from './command.js';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { source: { ref: string }; pointer?: string }[];
}

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

const usage = `
Usage: ausd-api lint [--config <file>]

Lints the contract (the api roots in the config, spec/openapi.yaml by default) with @redocly/cli.
Prints every problem and exits 1 on any error or warning, 0 when the contract is clean.

Options:
  --config <file>  Redocly configuration (default: redocly.yaml)
  -h, --help       show this help
`;

function describe(problem: LintProblem): string {
  const where = problem.location[0];
  const at = where ? `${where.source.ref}${where.pointer ? ` ${where.pointer}` : ''}` : '(document)';
  return `  ${problem.severity === 'error' ? 'error' : 'warning'}  ${problem.ruleId}  ${at}\n      ${problem.message}`;
}

const lint: Command = {
  summary: 'Lint the contract with @redocly/cli (zero errors and zero warnings required)',
  usage,
  async run(argv) {
    const configIndex = argv.indexOf('--config');
    const config = configIndex === -1 ? 'redocly.yaml' : argv[configIndex + 1];
    const unknown = argv.filter((arg, i) => arg.startsWith('-') && arg !== '--config' && argv[i - 1] !== '--config');
    if (config === undefined || unknown.length > 0) {
      process.stderr.write(`ausd-api lint: ${config === undefined ? '--config needs a value' : `unknown option ${unknown[0]}`}\n${usage.trim()}\n`);
      return 2;
    }
    const run = await runRedocly(['lint', '--config', config, '--format', 'json']);
    let report: LintReport;
    try {
      report = JSON.parse(run.stdout) as LintReport;
    } catch {
      // No report means redocly itself failed (bad config, unreadable spec): show what it said.
      process.stderr.write(`ausd-api lint: redocly produced no report (exit ${run.code})\n${run.stdout}${run.stderr}`);
      return 1;
    }
    const { errors, warnings } = report.totals;
    if (errors + warnings === 0) {
      process.stdout.write('Contract lint: 0 errors, 0 warnings.\n');
      return 0;
    }
    process.stdout.write(`${report.problems.map(describe).join('\n')}\n`);
    process.stdout.write(`Contract lint FAILED: ${errors} error(s), ${warnings} warning(s).\n`);
    return 1;
  },
};

export default lint;

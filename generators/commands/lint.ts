// `ausd-api lint`: runs @redocly/cli lint with redocly.yaml (recommended-strict, extra rules and the
// project's plugin rules) and fails on any problem, warnings included: the contract is kept at zero.
import { checkContractSyntax, ContractSyntaxError } from '../contract-syntax.js';
import { runRedocly } from '../redocly/run.js';
import { existingFile, parseOptions } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

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
Usage: ausd-api lint [--spec <file>] [--config <file>]

Lints the contract with @redocly/cli: recommended-strict, the extra rules and the project's plugin rules
in the configuration. Prints every problem and exits 1 on any error or warning, 0 when the contract is
clean.

Options:
  --spec <file>    root of the contract (default: spec/openapi.yaml)
  --config <file>  Redocly configuration (default: redocly.yaml)
  -h, --help       show this help
`;

function describe(problem: LintProblem): string {
  const where = problem.location[0];
  const at = where ? `${where.source.ref}${where.pointer ? ` ${where.pointer}` : ''}` : '(document)';
  return `  ${problem.severity === 'error' ? 'error' : 'warning'}  ${problem.ruleId}  ${at}\n      ${problem.message}`;
}

const lint: Command = {
  usage,
  async run(argv) {
    const values = parseOptions(argv, { spec: { type: 'string' }, config: { type: 'string' } });
    const spec = existingFile('--spec', values.spec ?? 'spec/openapi.yaml');
    const config = existingFile('--config', values.config ?? 'redocly.yaml');
    try {
      // A file that does not parse would be reported once per reference, after rules run around the hole.
      await checkContractSyntax(spec);
    } catch (error) {
      if (!(error instanceof ContractSyntaxError)) throw error;
      process.stdout.write(`${error.message}\n`);
      process.stdout.write(`Contract lint FAILED: ${error.problems.length} file(s) do not parse.\n`);
      return 1;
    }
    const run = await runRedocly(['lint', spec, '--config', config, '--format', 'json']);
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

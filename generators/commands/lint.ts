// `ausd-api lint`: lints with @redocly/openapi-core and redocly.yaml (recommended-strict, extra rules and the
// project's plugin rules) and fails on any problem, warnings included: the contract is kept at zero. The contract's
// references go through its one resolver (references.ts): one that leaves its folder or names a URL exits 2.
import path from 'node:path';
import type { NormalizedProblem } from '@redocly/openapi-core';
import { existingFile, parseOptions } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

const usage = `
Usage: ausd-api lint [--spec <file>] [--config <file>]

Lints the contract with Redocly: recommended-strict, the extra rules and the project's plugin rules
in the configuration. Prints every problem and exits 1 on any error or warning, 0 when the contract is
clean.

Options:
  --spec <file>    root of the contract (default: spec/openapi.yaml)
  --config <file>  Redocly configuration (default: redocly.yaml)
  -h, --help       show this help
`;

function describe(problem: NormalizedProblem): string {
  const where = problem.location[0];
  const file = where && path.relative(process.cwd(), where.source.absoluteRef);
  const at = where ? `${file}${where.pointer ? ` ${where.pointer}` : ''}` : '(document)';
  return `  ${problem.severity === 'error' ? 'error' : 'warning'}  ${problem.ruleId}  ${at}\n      ${problem.message}`;
}

const lint: Command = {
  usage: () => usage,
  async run(argv) {
    const values = parseOptions(argv, { spec: { type: 'string' }, config: { type: 'string' } });
    const spec = existingFile('--spec', values.spec ?? 'spec/openapi.yaml');
    const config = existingFile('--config', values.config ?? 'redocly.yaml');
    // Loaded when the command runs: its usage prints without Redocly.
    const [{ getTotals, lint: lintContract, loadConfig }, { checkContractSyntax, ContractSyntaxError }, references] =
      await Promise.all([import('@redocly/openapi-core'), import('../contract-syntax.js'), import('../references.js')]);
    const { ConfinedResolver, contractFolder, ReferenceRefusedError } = references;
    const resolver = new ConfinedResolver(contractFolder(spec));
    try {
      // A file that does not parse would be reported once per reference, after rules run around the hole.
      await checkContractSyntax(spec, resolver);
    } catch (error) {
      if (!(error instanceof ContractSyntaxError)) throw error;
      process.stdout.write(`${error.message}\n`);
      process.stdout.write(`Contract lint FAILED: ${error.problems.length} file(s) do not parse.\n`);
      return 1;
    }
    const problems = await lintContract({
      ref: spec,
      config: await loadConfig({ configPath: config }),
      externalRefResolver: resolver,
    });
    try {
      resolver.assertConfined(problems);
    } catch (error) {
      if (!(error instanceof ReferenceRefusedError)) throw error;
      process.stderr.write(`ausd-api lint: ${error.message}\n`);
      process.stderr.write(
        "Next step: move the referenced file into the contract's folder and refer to it by a relative path.\n",
      );
      return 2;
    }
    const { errors, warnings } = getTotals(problems);
    if (errors + warnings === 0) {
      process.stdout.write('Contract lint: 0 errors, 0 warnings.\n');
      return 0;
    }
    process.stdout.write(
      `${problems
        .filter((problem) => !problem.ignored)
        .map(describe)
        .join('\n')}\n`,
    );
    process.stdout.write(`Contract lint FAILED: ${errors} error(s), ${warnings} warning(s).\n`);
    return 1;
  },
};

export default lint;

// `ausd-api generate`. The generators load when the command runs: its usage prints without them.
import { defaultEntry, defaultOutDir } from '../entry.js';
import type { ArtifactReport } from '../index.js';
import { existingFile, parseOptions, referenceUrl, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

export function printArtifact(report: ArtifactReport, changedLabel = ''): void {
  const files = report.files
    .map((file) => `${file.path} ${formatBytes(file.bytes)}${file.changed ? changedLabel : ' (unchanged)'}`)
    .join(', ');
  process.stdout.write(`${report.name.padEnd(11)} ${files}  ${report.milliseconds.toFixed(0)} ms\n`);
}

/**
 * Reports a contract problem as `file#pointer: detail` and returns the exit code; rethrows anything else. A reference
 * the contract may not follow is refused input (exit 2), not a contract to fix (exit 1).
 */
export async function reportContractProblem(error: unknown): Promise<number> {
  const [{ ContractStructureError }, { ContractSyntaxError }, { ReferenceRefusedError }, { ContractError }] =
    await Promise.all([
      import('../contract.js'),
      import('../contract-syntax.js'),
      import('../references.js'),
      import('@ausd/contract-model/pointer'),
    ]);
  if (error instanceof ReferenceRefusedError) {
    process.stderr.write(
      `ausd-api: ${error.message}\nNext step: move the referenced file into the contract's folder and refer to it ` +
        'by a relative path.\n',
    );
    return 2;
  }
  if (
    error instanceof ContractStructureError ||
    error instanceof ContractError ||
    error instanceof ContractSyntaxError
  ) {
    process.stderr.write(`ausd-api: ${error.message}\n`);
    return 1;
  }
  throw error;
}

const command: Command = {
  usage: () => `
Usage: ausd-api generate [--spec ${defaultEntry}] [--out ${defaultOutDir}] [--only name,name] [--check]
                         [--reference-url URL]

Bundles the contract, checks its structure, and runs every artifact generator (openapi, operations, types,
validators, docs, ...), printing one line per artifact with its size and time. Unchanged files are not rewritten.
Fails with file and JSON pointer when the contract cannot be read.

  --out DIR            where the repository's tree is laid out (default: the repository itself): each file goes
                       into the folder of the package that ships it (generated/, packages/<name>/src/generated/)
  --check              write nothing; exit 1 when a generated file differs from what generation would write
  --reference-url URL  where the API reference is published: every docs_url (contract, error bodies, reference)
                       points at its Errors page anchors (default: the contract's x-error-docs-url)`,
  async run(argv) {
    const values = parseOptions(argv, {
      spec: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      check: { type: 'boolean' },
      'reference-url': { type: 'string' },
    });
    referenceUrl(values['reference-url']);
    if (values.spec !== undefined) existingFile('--spec', values.spec);
    const { artifactNames, generate, unknownArtifacts } = await import('../index.js');
    const only = values.only?.split(',');
    const unknown = unknownArtifacts(only ?? []);
    if (unknown.length > 0) {
      const names = unknown.map((name) => `'${name}'`).join(', ');
      throw new UsageError(`--only: unknown artifact ${names} (artifacts: ${artifactNames.join(', ')})`);
    }
    try {
      const reports = await generate({
        entry: values.spec,
        outDir: values.out,
        only,
        check: values.check,
        referenceUrl: values['reference-url'],
        onArtifact: (report) => printArtifact(report, values.check ? ' (differs)' : ''),
      });
      const stale = reports.flatMap((report) => report.files.filter((file) => file.changed).map((file) => file.path));
      if (values.check && stale.length > 0) {
        process.stderr.write(`ausd-api: out of date, run \`npm run generate\`: ${stale.join(', ')}\n`);
        return 1;
      }
      return 0;
    } catch (error) {
      return await reportContractProblem(error);
    }
  },
};

export default command;

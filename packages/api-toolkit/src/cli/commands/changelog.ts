// `ausd-api changelog`: the Keep-a-Changelog section for the changes from --base to --head, printed or
// written into CHANGELOG.md (replacing that version's section when it is already there).
import { readFile } from 'node:fs/promises';
import { insertSection, sectionVersion } from '../../diff/changelog.js';
import { formatMarkdown } from '../../diff/format/markdown.js';
import { failureMessage } from '../../diff/input-error.js';
import { operationRoutes, reportReading, runDiff } from '../../diff/run.js';
import { parseVersion } from '../../diff/version.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { checkOutputFiles, writeOutputFile } from '@ausd/command-line/output-file';

const usage = `
Usage: ausd-api changelog --base <file | git ref> [--head <file | git ref>] [--version <v>] [--date <yyyy-mm-dd>]
                         [--write <CHANGELOG.md>] [--config <file>] [--types]

Writes the changelog section for the changes from --base to --head: breaking changes first, each with what an
integrator must do, then changes to review, then additions; grouped by operation.

  --base, --head  as for \`ausd-api diff\` (a bundled .json/.yaml file or a git ref; head defaults to spec/)
  --version <v>   the section's version, a semantic version or Unreleased (default: the head's info.version, or
                  Unreleased when it did not move)
  --date <d>      the section's date (default: today, UTC)
  --write <file>  put the section into this Keep-a-Changelog file instead of printing it
  --config <f>    accepted changes (listed under their own heading, with the reason) and severity overrides
                  (default: .ausd-diff.yaml here, when there is one)
  --types         include the type-level check (see ausd-api diff --help)
`;

/** `yyyy-mm-dd` naming a day that exists (not 2026-13-45, not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const command: Command = {
  usage: () => usage,
  async run(argv) {
    const values = parseOptions(argv, {
      base: { type: 'string' },
      head: { type: 'string' },
      version: { type: 'string' },
      date: { type: 'string' },
      write: { type: 'string' },
      types: { type: 'boolean', default: false },
      config: { type: 'string' },
    });
    if (values.base === undefined) {
      throw new UsageError('--base is required (a bundled .json/.yaml file or a git ref such as origin/main)');
    }
    if (values.date !== undefined && !isCalendarDate(values.date)) {
      throw new UsageError(`--date must be a calendar date yyyy-mm-dd, got '${values.date}'`);
    }
    if (values.version !== undefined && values.version !== 'Unreleased' && !parseVersion(values.version)) {
      throw new UsageError(
        `--version must be a semantic version (1.2.0, 0.3.0-beta) or Unreleased, got '${values.version}'`,
      );
    }
    checkOutputFiles({ '--write': values.write });
    try {
      const { base, head, result } = await runDiff({
        base: values.base,
        head: values.head,
        types: values.types,
        config: values.config,
      });
      reportReading('changelog', result);
      const section = formatMarkdown(result, {
        version: values.version ?? sectionVersion(base, head),
        date: values.date ?? new Date().toISOString().slice(0, 10),
        routes: operationRoutes(base, head),
      });
      if (values.write === undefined) {
        process.stdout.write(section);
        return 0;
      }
      let current: string;
      try {
        current = await readFile(values.write, 'utf8');
      } catch {
        current = '# Changelog\n';
      }
      await writeOutputFile('--write', values.write, insertSection(current, section));
      process.stdout.write(`Wrote the ${section.split('\n')[0]?.slice(3)} section into ${values.write}\n`);
      return 0;
    } catch (error) {
      const message = failureMessage(error);
      if (message === undefined) throw error;
      process.stderr.write(`ausd-api changelog: ${message}\n`);
      return 2;
    }
  },
};

export default command;

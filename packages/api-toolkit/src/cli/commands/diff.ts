// `ausd-api diff`: classifies every change between two contracts and gates CI on the level found.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatComment } from '../../diff/format/comment.js';
import { countsLine } from '../../diff/format/counts.js';
import { formatGithub } from '../../diff/format/github.js';
import { formatJson } from '../../diff/format/json.js';
import { formatJunit } from '../../diff/format/junit.js';
import { formatText } from '../../diff/format/text.js';
import { releaseLine } from '../../diff/format/release.js';
import { filterChanges } from '../../diff/filter.js';
import { failureMessage } from '../../diff/input-error.js';
import { levels, type Change, type Level } from '../../diff/rule.js';
import { operationRoutes, reportReading, runDiff } from '../../diff/run.js';
import { withGitSpec, workingSpec } from '../../diff/source.js';
import { type LocateSource, type ReferenceFiles, sourceLocator, type SourceLine } from '../../diff/source-lines.js';
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { checkOutputFiles, writeOutputFile } from '@ausd/command-line/output-file';

const usage = `
Usage: ausd-api diff --base <file | git ref> [--head <file | git ref>]
                    [--format text|json|markdown|github|junit] [--fail-on breaking|warning|never]
                    [--paths <p,…>] [--operations <id,…>] [--config <file>] [--types] [--output <file>]

Classifies every change from --base to --head: requests may only widen, responses may only narrow, except where
the contract promises growth (open enums). Every rule and its level: the README of @ausd/api-toolkit.

  --base <x>     a bundled contract (.json or .yaml), or a git ref of this repository whose spec/ is bundled
  --head <x>     the same; default: the working spec/
  --format <f>   text (default; grouped by operation), json (one document), markdown (a pull-request comment:
                 breaking changes first, each with its location), github (GitHub Actions annotations),
                 junit (one test case per change)
  --fail-on <l>  exit 1 when a change at or above this level is found (default breaking; never: always 0);
                 a change accepted in the config never fails
  --paths <p>    only changes to operations under these path templates (comma-separated, * for one segment)
  --operations <o>  only changes to these operations (comma-separated operationIds or 'METHOD /path')
  --config <f>   accepted changes and severity overrides (default: .ausd-diff.yaml here, when there is one)
  --types        also generate the TypeScript types of both sides and ask the compiler, per operation, whether
                 the new result is assignable to the old and each old request type to the new (needs the
                 repository's devDependencies)
  --output <f>   write the report to this file and print a one-line summary instead

Exit status: 0 nothing at or above --fail-on, 1 something is, 2 usage error or unreadable/invalid contract.
`;

const formats = ['text', 'json', 'markdown', 'github', 'junit'] as const;
const failOns = ['breaking', 'warning', 'never'] as const;

function parse(argv: string[]) {
  const values = parseOptions(argv, {
    base: { type: 'string' },
    head: { type: 'string' },
    format: { type: 'string', default: 'text' },
    'fail-on': { type: 'string', default: 'breaking' },
    types: { type: 'boolean', default: false },
    output: { type: 'string' },
    paths: { type: 'string' },
    operations: { type: 'string' },
    config: { type: 'string' },
  });
  const format = formats.find((name) => name === values.format);
  const failOn = failOns.find((name) => name === values['fail-on']);
  if (values.base === undefined) {
    throw new UsageError('--base is required (a bundled .json/.yaml file or a git ref such as origin/main)');
  }
  if (!format) throw new UsageError(`--format must be one of ${formats.join(', ')}`);
  if (!failOn) throw new UsageError(`--fail-on must be one of ${failOns.join(', ')}`);
  checkOutputFiles({ '--output': values.output });
  const list = (name: 'paths' | 'operations') => {
    const items = values[name]
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items !== undefined && items.length === 0) throw new UsageError(`--${name} needs at least one value`);
    return items;
  };
  return {
    base: values.base,
    head: values.head,
    format,
    failOn,
    types: values.types,
    output: values.output,
    config: values.config,
    filter: { paths: list('paths'), operations: list('operations') },
  };
}

/** The levels at or above `failOn`. */
export function failingLevels(failOn: (typeof failOns)[number]): Set<Level> {
  if (failOn === 'never') return new Set();
  return new Set(levels.slice(0, levels.indexOf(failOn) + 1));
}

async function locateAll(changes: readonly Change[], locate: LocateSource): Promise<Map<string, SourceLine>> {
  const found = new Map<string, SourceLine>();
  for (const { location } of changes) {
    const line = await locate(location);
    if (line !== undefined) found.set(location, line);
  }
  return found;
}

/** The contract's one resolver over a split spec/ folder (the bundle that just ran loaded the same module). */
async function references(folder: string): Promise<ReferenceFiles> {
  const { ConfinedResolver } = await import('@ausd/generators/references');
  return new ConfinedResolver(folder);
}

/**
 * Where each change is written in the head's sources: a head file, the working spec/, or a git ref's spec/ (extracted
 * again, each file then named as the repository names it: `spec/…`).
 */
async function sourceLines(changes: readonly Change[], head: string | undefined): Promise<Map<string, SourceLine>> {
  if (head !== undefined && existsSync(head)) return locateAll(changes, sourceLocator(head));
  if (head === undefined) return locateAll(changes, sourceLocator(workingSpec, await references('spec')));
  return withGitSpec(head, async (entry) => {
    const folder = path.dirname(entry);
    const found = await locateAll(changes, sourceLocator(entry, await references(folder)));
    const named = new Map<string, SourceLine>();
    for (const [location, line] of found)
      named.set(location, { ...line, file: path.relative(path.dirname(folder), line.file) });
    return named;
  });
}

const command: Command = {
  usage: () => usage,
  async run(argv) {
    const options = parse(argv);
    try {
      const { base, head, result: whole } = await runDiff(options);
      reportReading('diff', whole);
      const routes = operationRoutes(base, head);
      const changes = filterChanges(whole.changes, options.filter, routes);
      const summary: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
      for (const change of changes) summary[change.level] += 1;
      // A limited report counts what it lists; the bump and release stay those of the whole contract.
      const result = { ...whole, changes, summary };
      const failing = failingLevels(options.failOn);
      const labels = { base: base.label, head: head.label };
      const report =
        options.format === 'json'
          ? formatJson(result)
          : options.format === 'junit'
            ? formatJunit(result, failing)
            : options.format === 'markdown'
              ? formatComment(result, failing)
              : options.format === 'github'
                ? formatGithub(
                    result,
                    failing,
                    options.head !== undefined && existsSync(options.head) ? head.label : workingSpec,
                    await sourceLines(result.changes, options.head),
                  )
                : formatText(result, labels);
      const failed = result.changes.some((change) => failing.has(change.level) && !change.accepted);
      if (options.output === undefined) {
        process.stdout.write(report);
      } else {
        await writeOutputFile('--output', options.output, report);
        process.stdout.write(`${countsLine(result.changes)}; ${releaseLine(result)}; report in ${options.output}\n`);
      }
      return failed ? 1 : 0;
    } catch (error) {
      const message = failureMessage(error);
      if (message === undefined) throw error;
      process.stderr.write(`ausd-api diff: ${message}\n`);
      return 2;
    }
  },
};

export default command;

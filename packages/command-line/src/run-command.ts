// Runs one subcommand for `ausd-api` and the single-command bins: `--help` prints its usage; a package that is
// not installed, or the spec repository a command works on, gets a next step and exit 2 instead of a stack trace.
import { UsageError } from './arguments.js';
import type { Command, CommandEntry } from './command.js';
import { refuseUnsupportedNode } from './node-version.js';
import { OutputWriteError } from './output-file.js';

function missingSpecifier(error: unknown): string | undefined {
  if (!(error instanceof Error) || (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  return /Cannot find (?:package|module) '([^']+)'/.exec(error.message)?.[1] ?? error.message;
}

function specRepositoryNote(program: string): string {
  const [, ...subcommand] = program.split(' ');
  return (
    `${program} works on the contract's source repository (spec/, redocly.yaml, the generators and their ` +
    `development tools), which an installed package does not include.\n` +
    `Next step: in a clone of the contract repository run 'npm ci', then 'npm run ausd-api -- ${subcommand.join(' ')}'.\n`
  );
}

function reportMissing(program: string, specifier: string): number {
  const name = /^(@[^/]+\/)?[^/.][^/]*/.exec(specifier)?.[0];
  const what = name ? `the package '${name}'` : `'${specifier}'`;
  const next = name ? `npm install ${name}` : 'reinstall the package';
  process.stderr.write(`${program}: needs ${what}, which is not installed.\nNext step: ${next}\n`);
  return 2;
}

/** The usage of the subcommand `argv` starts with, when it has its own, else the command's. */
async function usageOf(command: Command, program: string, argv: string[]) {
  const [first = ''] = argv;
  const subcommand = command.subcommands && Object.hasOwn(command.subcommands, first) && command.subcommands[first];
  return subcommand
    ? { program: `${program} ${first}`, text: await subcommand(`${program} ${first}`) }
    : { program, text: command.usage(program) };
}

/** A table row, or just a loader for a single-command bin. */
type CommandSource = Pick<CommandEntry, 'load'> & Partial<CommandEntry>;

/** `program` is how the user typed the command, e.g. `ausd-api lint` or `ausd-sandbox`. */
export async function runCommand(program: string, entry: CommandSource, argv: string[]): Promise<number> {
  const refused = refuseUnsupportedNode(program);
  if (refused !== undefined) return refused;
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  let command: Command;
  try {
    command = await entry.load();
  } catch (error) {
    const missing = missingSpecifier(error);
    if (missing === undefined) throw error;
    if (!entry.specRepository) return reportMissing(program, missing);
    if (wantsHelp) {
      process.stdout.write(`${program}: ${entry.summary ?? ''}\n\n${specRepositoryNote(program)}`);
      return 0;
    }
    process.stderr.write(specRepositoryNote(program));
    return 2;
  }
  if (wantsHelp) {
    process.stdout.write(`${(await usageOf(command, program, argv)).text.trim()}\n`);
    return 0;
  }
  try {
    return await command.run(argv, program);
  } catch (error) {
    if (error instanceof UsageError) {
      const usage = await usageOf(command, program, argv);
      process.stderr.write(`${usage.program}: ${error.message}\n${usage.text.trim()}\n`);
      return 2;
    }
    if (error instanceof OutputWriteError) {
      process.stderr.write(`${program}: ${error.message}\n`);
      return 2;
    }
    const missing = missingSpecifier(error);
    if (missing === undefined) throw error;
    return reportMissing(program, missing);
  }
}

/** The first line of an error's message: what a user reads instead of a stack trace. */
const cause = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * Sets the exit code from `run`. An unexpected error, from `run` or left uncaught later, is no finding (1 means one
 * for `diff` and the conformance run): it prints one line naming the cause, not a stack trace, and exits 2.
 */
export function exitWith(program: string, run: Promise<number>): void {
  const crash = (error: unknown) => {
    process.stderr.write(`${program}: ${cause(error)}\n`);
    process.exit(2);
  };
  process.once('uncaughtException', crash);
  process.once('unhandledRejection', crash);
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${program}: ${cause(error)}\n`);
      process.exitCode = 2;
    },
  );
}

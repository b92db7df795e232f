// The one argument parser of every subcommand: node's util.parseArgs, strict (an unknown option, a missing
// value or a stray positional is a usage error), and one error type the runner answers with exit 2 and the
// command's usage text.
import { statSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command line the command cannot act on; `runCommand` prints it with the usage text and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;
// Named so the declaration emit of `parseOptions` can spell its return type.
type StrictConfig<O extends Options> = { args: string[]; options: O; strict: true; allowPositionals: false };

/** `--name value` options as `values`; any parse failure becomes a UsageError. */
export function parseOptions<const O extends Options>(
  argv: string[],
  options: O,
): ReturnType<typeof parseArgs<StrictConfig<O>>>['values'] {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The longest time limit taken: a timer beyond about 24 days would fire at once, and no run needs more than a day. */
export const MAX_SECONDS = 86_400;

/** A time limit in seconds (`--timeout`, `--duration`), fractions allowed (`0.5`); undefined when not given. */
export function seconds(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0.001 || parsed > MAX_SECONDS)
    throw new UsageError(`${option} must be a number of seconds from 0.001 to ${MAX_SECONDS}, got '${value}'`);
  return parsed;
}

/** An http(s) URL without an anchor (`--reference-url`). */
export function referenceUrl(value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\/[^#]+$/.test(value)) {
    throw new UsageError(`--reference-url must be an http(s) URL without an anchor, got '${value}'`);
  }
  return value;
}

/** A file the command reads (`--spec`, `--config`), refused as given when it is missing or a folder. */
export function existingFile(option: string, file: string): string {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new UsageError(`${option} ${file}: no such file`);
  }
  if (!isFile) throw new UsageError(`${option} ${file}: not a file`);
  return file;
}

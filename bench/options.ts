// A benchmark's command-line options, read as parseArgs reads them. An option it does not take, or one without its
// value, ends the run with what was wrong and exit 2, never a stack trace.
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export function benchOptions<const O extends ParseArgsOptionsConfig>(
  options: O,
): ReturnType<typeof parseArgs<{ options: O }>>['values'] {
  try {
    return parseArgs({ args: process.argv.slice(2), options }).values;
  } catch (error) {
    const script = `bench:${path.basename(process.argv[1] ?? 'bench', '.ts')}`;
    const taken = Object.keys(options)
      .map((name) => `--${name}`)
      .join(', ');
    console.error(`${script}: ${(error as Error).message}\nNext step: run it with the options it takes (${taken}).`);
    process.exit(2);
  }
}

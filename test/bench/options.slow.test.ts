// A benchmark given an option it does not take, or one without its value, says so and exits 2 (bench/options.ts).
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command.js';

const bench = (script: string, ...args: string[]) =>
  runCommand(process.execPath, ['--import', 'tsx', `bench/${script}.ts`, ...args]);

describe('a benchmark run with options it does not take', () => {
  it('names the option, the ones it takes, and exits 2 without a stack trace', async () => {
    const [unknown, missing] = await Promise.all([bench('validation', '--nope'), bench('validation', '--rounds')]);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toBe(
      "bench:validation: Unknown option '--nope'\nNext step: run it with the options it takes (--rounds).\n",
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^bench:validation: Option '--rounds <value>' argument missing\nNext step: /);
  });
});

// Every subcommand parses its options the same way: an unknown option, an option without its value or a stray
// positional is a usage error, answered with exit 2, the reason and the command's usage text on stderr.
import { describe, expect, it } from 'vitest';
import type { CommandName } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCli } from '../support/run-cli.js';

const cli = (name: CommandName, ...args: string[]) => runCli(name, args);

const commands: CommandName[] = [
  'lint',
  'bundle',
  'generate',
  'docs',
  'sandbox',
  'conformance',
  'diff',
  'changelog',
  'version',
  'release',
];

describe('usage errors', () => {
  it.each(commands)('%s: an unknown option exits 2 with the reason and the usage text', async (name) => {
    const result = await cli(name, '--no-such-option', 'x');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('--no-such-option');
    expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    expect(result.stdout).toBe('');
  });

  it.each<CommandName>(['lint', 'bundle', 'generate', 'docs'])(
    '%s: --spec without its value exits 2 with the usage text',
    async (name) => {
      const result = await cli(name, '--spec');
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/--spec/);
      expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    },
  );

  it.each<CommandName>(['lint', 'generate', 'sandbox'])(
    '%s: a stray positional exits 2 with the usage text',
    async (name) => {
      const result = await cli(name, 'stray');
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain('stray');
      expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    },
  );

  it('generate and docs take the contract as --spec, like lint and bundle', async () => {
    for (const name of ['lint', 'bundle', 'generate', 'docs'] as const) {
      const help = await cli(name, '--help');
      expect(help.stdout, name).toContain('--spec');
      expect(help.stdout, name).not.toContain('--entry');
    }
  });
});

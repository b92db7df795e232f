// Every subcommand parses its options the same way: an unknown option, an option without its value or a stray
// positional is a usage error, answered with exit 2, the reason and the command's usage text on stderr.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['cli/ausd-api.ts', ...args], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const commands = ['lint', 'bundle', 'generate', 'docs', 'sandbox', 'conformance', 'diff', 'changelog', 'release'];

describe('usage errors', () => {
  it.each(commands)(
    '%s: an unknown option exits 2 with the reason and the usage text',
    async (name) => {
      const result = await cli(name, '--no-such-option', 'x');
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain('--no-such-option');
      expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
      expect(result.stdout).toBe('');
    },
    60_000,
  );

  it.each(['lint', 'bundle', 'generate', 'docs'])(
    '%s: --spec without its value exits 2 with the usage text',
    async (name) => {
      const result = await cli(name, '--spec');
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/--spec/);
      expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    },
    60_000,
  );

  it.each(['lint', 'generate', 'sandbox'])(
    '%s: a stray positional exits 2 with the usage text',
    async (name) => {
      const result = await cli(name, 'stray');
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain('stray');
      expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    },
    60_000,
  );

  it('generate and docs take the contract as --spec, like lint and bundle', async () => {
    for (const name of ['lint', 'bundle', 'generate', 'docs']) {
      const help = await cli(name, '--help');
      expect(help.stdout, name).toContain('--spec');
      expect(help.stdout, name).not.toContain('--entry');
    }
  }, 120_000);
});

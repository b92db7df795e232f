// Values a command cannot act on exit 2 with the reason and the command's usage, before any work: an unknown
// artifact, a date that is not on the calendar, a version that is not one, a contract file that does not exist
// (shown as given, not re-based on another folder).
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const contract = 'generated/openapi.json';

describe('argument values', () => {
  it('generate --only with an unknown artifact names it and the known ones', async () => {
    const result = await runCli('generate', ['--only', 'types,nosuch', '--check']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--only: unknown artifact 'nosuch' (artifacts: openapi, operations, types,");
    expect(result.stderr).toContain('Usage: ausd-api generate');
    expect(result.stdout).toBe('');
  });

  it.each(['2026-13-45', '2026-02-30', '26-1-1'])('changelog --date %s is refused', async (date) => {
    const result = await runCli('changelog', ['--base', contract, '--head', contract, '--date', date]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--date must be a calendar date yyyy-mm-dd, got '${date}'`);
    expect(result.stderr).toContain('Usage: ausd-api changelog');
    expect(result.stdout).toBe('');
  });

  it('changelog --version that is not a version is refused', async () => {
    const result = await runCli('changelog', ['--base', contract, '--head', contract, '--version', 'not a version']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "--version must be a semantic version (1.2.0, 0.3.0-beta) or Unreleased, got 'not a version'",
    );
    expect(result.stdout).toBe('');
  });

  it('changelog accepts a real date and a semantic version', async () => {
    const argv = ['--base', contract, '--head', contract, '--date', '2028-02-29', '--version', '1.4.0-rc.1'];
    const result = await runCli('changelog', argv);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^## \[1\.4\.0-rc\.1\] - 2028-02-29\n/);
  });

  it.each(['lint', 'bundle', 'generate', 'docs'])('%s --spec naming no file shows the path as given', async (name) => {
    const result = await runCli(name as 'lint', ['--spec', '../../../nonexistent.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--spec ../../../nonexistent.yaml: no such file');
    expect(result.stderr).toContain(`Usage: ausd-api ${name}`);
    expect(result.stderr).not.toMatch(/(^|\s)\.\.\/\.\.\/nonexistent/);
  });
});

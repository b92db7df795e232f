// Each bin names itself: `ausd-sandbox` and `ausd-conformance` run the commands `ausd-api sandbox` and
// `ausd-api conformance`, and their usage, errors and subcommands' help say the name the user typed. Each
// subcommand (`proxy`, `verify`, `migrate`) has a help of its own.
import { describe, expect, it } from 'vitest';
import { commands } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCli, runProgram } from '../support/run-cli.js';

const sandbox = (...argv: string[]) => runProgram('ausd-sandbox', commands.sandbox, argv);
const conformance = (...argv: string[]) => runProgram('ausd-conformance', commands.conformance, argv);

describe('each bin names itself', () => {
  it('ausd-sandbox --help', async () => {
    const { code, stdout } = await sandbox('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: ausd-sandbox \[options\]\n {7}ausd-sandbox migrate --db /);
    expect(stdout).not.toContain('ausd-api');
  });

  it('ausd-sandbox: a usage error', async () => {
    const { code, stderr } = await sandbox('--port', 'x');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^ausd-sandbox: --port must be an integer from 0 to 65535, got 'x'\nUsage: ausd-sandbox /);
    expect(stderr).not.toContain('ausd-api');
  });

  it('ausd-conformance --help, and its errors', async () => {
    const help = await conformance('--help');
    expect(help.stdout).toMatch(/^Usage: ausd-conformance \[options\]\n {7}ausd-conformance proxy --upstream URL/);
    expect(help.stdout).toContain("'ausd-conformance proxy --help' and 'ausd-conformance verify --help'");
    expect(help.stdout).not.toContain('ausd-api');
    const error = await conformance('--base-url', 'ftp://x', '--api-key', 'k');
    expect(error.code).toBe(2);
    expect(error.stderr).toMatch(/^ausd-conformance: --base-url must be an http\(s\) URL, got 'ftp:\/\/x'\n/);
    expect(error.stderr).not.toContain('ausd-api');
  });
});

describe('each subcommand has its own help', () => {
  it.each([
    ['ausd-conformance', 'proxy', /^Usage: ausd-conformance proxy --upstream URL \[options\]\n\nA loopback proxy/],
    ['ausd-conformance', 'verify', /^Usage: ausd-conformance verify FILE\.har \[options\]\n\nRuns every check/],
    ['ausd-sandbox', 'migrate', /^Usage: ausd-sandbox migrate --db PATH\|URL\n\nApplies the database's/],
  ])('%s %s --help', async (program, subcommand, usage) => {
    const run = program === 'ausd-sandbox' ? sandbox : conformance;
    const { code, stdout, stderr } = await run(subcommand, '--help');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(usage);
    expect(stdout).not.toContain('ausd-api');
  });

  it('ausd-api conformance proxy --help names ausd-api, with the HAR bounds the README sends readers to', async () => {
    const { stdout } = await runCli('conformance', ['proxy', '--help']);
    expect(stdout).toMatch(/^Usage: ausd-api conformance proxy --upstream URL/);
    expect(stdout).toMatch(/At most\s+\d+ entries and \d+ MiB/);
    expect(stdout).toContain('`ausd-api conformance verify`');
  });

  it("a subcommand's usage error prints that subcommand's usage", async () => {
    const { code, stderr } = await sandbox('migrate', '--no-such-option');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^ausd-sandbox migrate: .*--no-such-option.*\nUsage: ausd-sandbox migrate --db PATH\|URL\n/);
  });
});

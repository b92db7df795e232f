// The command's sign-up tokens over PostgreSQL: `--signup-token` repeated or SANDBOX_SIGNUP_TOKEN listing tokens
// separated by commas, `--signup-quota`, and the JSON log line when a token fills its quota (naming the token by
// its hash, never the token).
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../support/postgres.js';
import { callSandbox, startSandboxCli, type SandboxCli } from '../support/sandbox-cli.js';

const started: SandboxCli[] = [];
afterAll(() => {
  for (const replica of started) replica.child.kill('SIGKILL');
});

async function replica(db: string, args: string[], env: Record<string, string> = {}): Promise<SandboxCli> {
  const cli = await startSandboxCli(['--port', '0', '--db', db, '--no-seed', '--rate-limit', 'off', ...args], { env });
  started.push(cli);
  return cli;
}

const signUp = (cli: SandboxCli, token: string) =>
  callSandbox(cli.url, 'POST', '/sandbox/organizations', token, { empty: true });

describe('ausd-api sandbox sign-up tokens', () => {
  it('takes several tokens, each with its own quota, and logs the one that fills it', async () => {
    const db = await postgresDatabase('signup_cli');
    const flags = await replica(
      db,
      ['--signup-token', 'tok_flag_a', '--signup-token', 'tok_flag_b', '--signup-quota', '1'],
      {
        SANDBOX_SIGNUP_TOKEN: 'tok_env_ignored',
      },
    );
    const listed = await replica(db, [], { SANDBOX_SIGNUP_TOKEN: 'tok_env_c, tok_env_d' });
    expect((await signUp(flags, 'tok_flag_a')).status).toBe(201);
    const past = await signUp(flags, 'tok_flag_a');
    expect([past.status, past.body.message]).toEqual([
      403,
      'At most 1 organizations per sign-up token (its quota); 1 are held already.',
    ]);
    expect((await signUp(flags, 'tok_flag_b')).status).toBe(201);
    expect((await signUp(flags, 'tok_env_ignored')).status).toBe(401);
    // The default quota (100) on the replica whose tokens came from the environment.
    for (const token of ['tok_env_c', 'tok_env_d', 'tok_env_c']) expect((await signUp(listed, token)).status).toBe(201);
    expect((await signUp(listed, 'tok_flag_a')).status).toBe(401);
    const hash = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);
    const notices = flags
      .stderr()
      .split('\n')
      .filter((line) => line.includes('signup_quota_reached'))
      .map((line) => JSON.parse(line));
    expect(notices.map(({ signupToken, quota }) => ({ signupToken, quota }))).toEqual([
      { signupToken: hash('tok_flag_a'), quota: 1 },
      { signupToken: hash('tok_flag_b'), quota: 1 },
    ]);
    expect(flags.stderr()).not.toContain('tok_flag');
  });
});

// The hosted sandbox as the platform team deploys it: three replicas over one PostgreSQL database, set up only
// with the README's commands (test/support/readme-deployment.ts). Organizations signed up through different
// replicas are isolated from each other in data, clock and outages, and each reads the same from every replica;
// the conformance runner with writes passes against each replica with the keys of two organizations so made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../packages/conformance/src/index.js';
import { deployFromReadme, type Deployment } from '../support/readme-deployment.js';
import { callSandbox as call, rateLimitsOff } from '../support/sandbox-cli.js';

const secrets = {
  SANDBOX_API_KEY: 'sk_sandbox_deploy_primary_0001',
  SANDBOX_OTHER_API_KEY: 'sk_sandbox_deploy_other_0001',
  SANDBOX_SIGNUP_TOKEN: 'signup-deploy-token-0001',
};

async function session(url: string, secret: string): Promise<string> {
  const reply = await call(url, 'POST', '/v0/auth/token', secret);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.sessionJwt as string;
}

describe('a deployment made with the README commands', () => {
  let deployment: Deployment;
  let urls: [string, string, string];

  beforeAll(async () => {
    // The rate limits lifted: three whole conformance runs would otherwise wait out their 429s.
    deployment = await deployFromReadme(3, secrets, rateLimitsOff);
    urls = deployment.replicas.map((replica) => replica.url) as [string, string, string];
  }, 180_000);

  afterAll(() => {
    for (const replica of deployment?.replicas ?? []) replica.child.kill('SIGKILL');
  });

  it('migrates with the migrate command and serves health from every replica', async () => {
    expect(deployment.setupOutput).toMatch(/schema at migration (\d+) of \1/);
    for (const url of urls) expect((await call(url, 'GET', '/sandbox/health')).status).toBe(200);
  });

  it('signs up only with the token, and the organizations are isolated across replicas', async () => {
    const refused = await call(urls[0], 'POST', '/sandbox/organizations', undefined, { name: 'anonymous' });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });

    const token = secrets.SANDBOX_SIGNUP_TOKEN;
    const a = await call(urls[0], 'POST', '/sandbox/organizations', token, { name: 'a' });
    const b = await call(urls[1], 'POST', '/sandbox/organizations', token, { name: 'b' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.organizationId).not.toBe(b.body.organizationId);

    // Each key works on a replica it was not made on.
    const sessionA = await session(urls[2], a.body.apiKey.secret);
    const sessionB = await session(urls[0], b.body.apiKey.secret);

    // Data: an account of one is a 404 to the other.
    const accountsA = await call(urls[1], 'GET', '/v0/accounts?limit=1', sessionA);
    expect(accountsA.status).toBe(200);
    const accountA = accountsA.body.data[0].id as string;
    expect((await call(urls[2], 'GET', `/v0/accounts/${accountA}`, sessionA)).status).toBe(200);
    expect((await call(urls[2], 'GET', `/v0/accounts/${accountA}`, sessionB)).status).toBe(404);

    // Clock: advancing A's through one replica (within a session's 15 minutes) moves A's on every replica, not B's.
    const clockB = (await call(urls[0], 'GET', '/sandbox/clock', sessionB)).body.now as string;
    const advanced = await call(urls[0], 'POST', '/sandbox/clock/advance', sessionA, { seconds: 600 });
    expect(advanced.status).toBe(200);
    // The clock runs on from where it was set: every replica reads A's within seconds of the advanced time.
    const since = async (url: string, token: string) =>
      Date.parse((await call(url, 'GET', '/sandbox/clock', token)).body.now) - Date.parse(advanced.body.now);
    for (const url of urls) {
      expect(await since(url, sessionA)).toBeGreaterThanOrEqual(0);
      expect(await since(url, sessionA)).toBeLessThan(10_000);
      expect(await since(url, sessionB)).toBeLessThan(-590_000);
    }
    expect(Date.parse(advanced.body.now) - Date.parse(clockB)).toBeGreaterThanOrEqual(600_000);

    // Outages: A's token exchange down on every replica, B's up.
    expect((await call(urls[1], 'PUT', '/sandbox/outages', sessionA, { tokenExchange: true })).status).toBe(200);
    for (const url of urls) {
      expect((await call(url, 'POST', '/v0/auth/token', a.body.apiKey.secret)).status).toBe(503);
      expect((await call(url, 'POST', '/v0/auth/token', b.body.apiKey.secret)).status).toBe(200);
    }
  });

  it('the conformance runner with writes passes against each replica, with the keys of two organizations made by sign-up', async () => {
    const signUp = async (url: string) => {
      const reply = await call(url, 'POST', '/sandbox/organizations', secrets.SANDBOX_SIGNUP_TOKEN, {});
      expect(reply.status).toBe(201);
      return reply.body.apiKey.secret as string;
    };
    // Seeded as the built-in organizations are, each through a different replica.
    const [first, second] = [await signUp(urls[0]), await signUp(urls[1])];
    for (const url of urls) {
      const report = await runConformance({
        baseUrl: url,
        apiKey: first,
        otherApiKey: second,
        allowWrites: true,
        seed: 1,
      });
      const failed = report.cells.filter((cell) => cell.status === 'failed').map((cell) => cell.check);
      expect(failed, url).toEqual([]);
      expect(report.totals.passed).toBeGreaterThan(100);
    }
  }, 300_000);
});

// While a sandbox starts (it listens before it migrates and seeds), every request is answered at once with 503
// service_unavailable and Retry-After in the API's error shape, `/sandbox/health` included: none waits for the seed.
import { expect, it } from 'vitest';
import { startSandbox } from '../../packages/sandbox/src/server.js';
import { freePort } from '../support/free-port.js';
import { testStore } from './harness.js';

interface Probe {
  status: number;
  retryAfter: string | null;
  requestId: string | null;
  body: any;
  /** Whether the answer came before startSandbox() resolved. */
  whileStarting: boolean;
}

it('answers 503 with Retry-After at once during a large seed, then serves', async () => {
  const port = await freePort();
  let started = false;
  const probes: Promise<Probe>[] = [];
  const probe = async (method: string, path: string): Promise<Probe> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: 'Bearer sk_sandbox_not_yet' },
    });
    const whileStarting = !started;
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      requestId: response.headers.get('request-id'),
      body: await response.json(),
      whileStarting,
    };
  };
  const sandbox = await startSandbox({
    db: await testStore(),
    port,
    seedTransactions: 5_000,
    onSeedProgress: (done) => {
      if (done === 1_000)
        probes.push(probe('GET', '/sandbox/health'), probe('GET', '/v0/accounts'), probe('POST', '/v0/auth/token'));
    },
  });
  started = true;
  try {
    const answers = await Promise.all(probes);
    expect(answers).toHaveLength(3);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '1', whileStarting: true });
      expect(answer.requestId).toMatch(/./);
      expect(answer.body).toEqual({
        code: 'service_unavailable',
        message: expect.stringContaining('starting'),
        docs_url: expect.stringContaining('service_unavailable'),
      });
    }
    expect((await fetch(`${sandbox.url}/sandbox/health`)).status).toBe(200);
  } finally {
    await sandbox.close();
  }
});

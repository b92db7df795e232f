// The sandbox applies the middleware's server limits: an incomplete request is closed by the headers timeout
// with a 408 in the error shape, and what Node answers itself carries the error shape and a Request-Id.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: null, serverLimits: { headersTimeoutMs: 150, timeoutCheckIntervalMs: 50 } });
});
afterAll(() => sandbox.close());

function exchange(send: string): Promise<{ text: string; afterMs: number }> {
  const opened = Date.now();
  return new Promise((resolve) => {
    const socket = connect(sandbox.port, '127.0.0.1', () => socket.write(send));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, afterMs: Date.now() - opened }));
  });
}

describe('sandbox connections', () => {
  it('answers a malformed request line 400 in the error shape with a Request-Id', async () => {
    const { text } = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/\r\nRequest-Id: [0-9a-f-]{36}\r\n/);
    expect(JSON.parse(text.split('\r\n\r\n')[1]!)).toMatchObject({
      code: 'parameter_invalid',
      context: { issues: [{ field: 'request' }] },
    });
  });

  it('closes a connection whose headers never complete, answering 408', async () => {
    const { text, afterMs } = await exchange('GET /v0/metrics HTTP/1.1\r\nHost: x\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(1500);
  });
});

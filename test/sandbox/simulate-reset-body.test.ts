// `Sandbox-Simulate: reset` drops the connection once the request was received, but never reads more of a body
// than the API itself would: a body past the body limit ends the connection at once instead of being drained.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { SandboxClient, testStore } from './harness.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ db: await testStore(), seedTransactions: 5 });
});
afterAll(() => sandbox.close());

describe('Sandbox-Simulate: reset', () => {
  it('stops reading a body past the limit instead of draining it', async () => {
    const token = await new SandboxClient(sandbox).exchange(sandbox.apiKeys.primary);
    const total = 16 * 1024 * 1024;
    const socket = connect(sandbox.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(
      `POST /v0/accounts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nSandbox-Simulate: reset\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    while (!closed && sent < total) {
      sent += chunk.length;
      if (!socket.write(chunk))
        await new Promise((resolve) => {
          socket.once('drain', resolve);
          socket.once('close', resolve);
        });
    }
    await new Promise((resolve) => (closed ? resolve(undefined) : socket.once('close', resolve)));
    expect(sent).toBeLessThan(total);
  }, 30_000);
});

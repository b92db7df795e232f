// Streamable HTTP as the MCP specification asks of a local server: bound to loopback, refusing a Host or an
// Origin other than its own (DNS rebinding), MCP at one path.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRig, type McpRig } from './harness.js';

let rig: McpRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

/** A POST with headers node:http sends as given (fetch would not let a Host header through). */
function post(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(rig.listener.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(initialize);
  });
}

describe('Streamable HTTP', () => {
  it('listens on loopback at /mcp and answers its own origin', async () => {
    const url = new URL(rig.listener.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/mcp');
    const answer = await post('/mcp', { origin: `http://127.0.0.1:${url.port}` });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).result.serverInfo.name).toBe('ausd-mcp');
  });

  it('refuses another Origin', async () => {
    const answer = await post('/mcp', { origin: 'http://attacker.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Invalid Origin header');
  });

  it('refuses another Host', async () => {
    const answer = await post('/mcp', { host: 'attacker.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Invalid Host header');
  });

  it('answers 404 off its path', async () => {
    const answer = await post('/', {});
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.message).toBe('MCP is served at /mcp');
  });
});

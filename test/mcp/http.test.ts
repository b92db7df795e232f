// Streamable HTTP as the MCP specification asks of a local server: bound to loopback, refusing a Host or an
// Origin other than its own (DNS rebinding), MCP at one path, a bounded number of requests at once.
import { readFile } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp, maxInFlight } from '../../packages/mcp/src/http.js';
import { createMcpServer } from '../../packages/mcp/src/server.js';
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

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * A POST with headers node:http sends as given (fetch would not let a Host header through); `held` keeps the body
 * unfinished, so the request stays in flight until the returned request is ended.
 */
function send(
  path: string,
  headers: Record<string, string>,
  { held = false, listener = rig.listener } = {},
): [ClientRequest, Promise<Answer>] {
  const url = new URL(listener.url);
  let outgoing!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing = request(
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
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }),
        );
      },
    );
    outgoing.on('error', reject);
    if (held) outgoing.write(initialize.slice(0, 10));
    else outgoing.end(initialize);
  });
  return [outgoing, answer];
}

const post = (path: string, headers: Record<string, string>) => send(path, headers)[1];

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

  it(`serves ${maxInFlight} requests at once, answers the others 503 with Retry-After, then serves again`, async () => {
    // A listener of its own: the rig's client holds a stream open on the other.
    const listener = await listenHttp({ port: 0, host: '127.0.0.1' }, () =>
      createMcpServer({ client: rig.api, instructions: 'test' }),
    );
    // Requests whose bodies are not finished stay in flight; the server answers the ones past its bound at once.
    const held = Array.from({ length: maxInFlight + 4 }, () => send('/mcp', {}, { held: true, listener }));
    const settled: Answer[] = [];
    for (const [, answer] of held) void answer.then((reply) => settled.push(reply));
    await expect.poll(() => settled.length, { timeout: 15_000 }).toBe(4);
    for (const refused of settled) {
      expect([refused.status, refused.retryAfter]).toEqual([503, '1']);
      expect(JSON.parse(refused.body).error.message).toBe(
        `busy: at most ${maxInFlight} requests at once; retry after 1 s`,
      );
    }
    for (const [outgoing] of held) outgoing.end(initialize.slice(10));
    const statuses = await Promise.all(held.map(async ([, answer]) => (await answer).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(maxInFlight);
    // A place frees once the server has closed the answer, which the client may see end a moment before.
    await expect.poll(async () => (await send('/mcp', {}, { listener })[1]).status, { timeout: 15_000 }).toBe(200);
    await listener.close();
    // The package's README states the bound.
    const readme = (await readFile('packages/mcp/README.md', 'utf8')).replace(/\s+/g, ' ');
    expect(readme).toContain(`It serves ${maxInFlight} requests at once`);
  });
});

// What the summary prints from the wire reaches a terminal: a hostile upstream's control bytes (clear the screen,
// retitle the window, ring the bell, a C1 CSI) are printed escaped, whatever field carries them.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSummary, startConformanceProxy, type RunningProxy } from '../../packages/conformance/src/index.js';
import { printable } from '../../packages/conformance/src/report/printable.js';

const hostile = '\u001b[2J\u001b]0;owned\u0007\u009b31m\r\u007f';

let upstream: Server;
let proxy: RunningProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    const body = JSON.stringify({ code: `bad${hostile}`, message: hostile, docs_url: hostile });
    res.writeHead(418, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startConformanceProxy({ upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await proxy.close();
  upstream.close();
});

function get(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: proxy.port, path }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('terminal text', () => {
  it('escapes C0, DEL and C1 control characters, and leaves other text alone', () => {
    expect(printable(hostile)).toBe('\\x1b[2J\\x1b]0;owned\\x07\\x9b31m\\r\\x7f');
    expect(printable('line\nnext\ttab')).toBe('line\\nnext\\ttab');
    expect(printable('plain: ✓ £ 𝄞')).toBe('plain: ✓ £ 𝄞');
  });

  it('prints no control character from a hostile upstream in the proxy summary', async () => {
    await get(`/v0/accounts/${encodeURIComponent(hostile)}`);
    await get('/v0/metrics');
    const summary = formatSummary(proxy.report());
    expect(summary).toMatch(/\\x1b\[2J/);
    // Nothing but line breaks is a control character in what is printed.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(summary.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

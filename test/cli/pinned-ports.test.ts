// Where a user may need a fixed port (a firewalled CI job, a debugger), an option or a variable pins it: the
// sandbox bin (--port, SANDBOX_PORT), the proxy (--port, AUSD_PROXY_PORT) and the in-process sandbox of a
// conformance run, which `npm start` runs (--sandbox-port, AUSD_SANDBOX_PORT). A port held by another server shows
// the one pinned is the one bound.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { runCli } from '../support/run-cli.js';

let occupied: Server;
let busy: number;
const inUse = () => `cannot listen on 127.0.0.1:${busy}: the port is in use`;

beforeAll(async () => {
  occupied = createServer();
  await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
  busy = (occupied.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => occupied.close(resolve)));

describe('the sandbox bin', () => {
  it('listens on SANDBOX_PORT when --port is not given', async () => {
    const result = await runCli('sandbox', ['--db', ':memory:', '--no-seed'], { SANDBOX_PORT: String(busy) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`ausd-api sandbox: ${inUse()}`);
  });

  it('refuses a SANDBOX_PORT that is no port, naming the variable', async () => {
    const result = await runCli('sandbox', ['--db', ':memory:'], { SANDBOX_PORT: 'http' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("SANDBOX_PORT must be an integer from 0 to 65535, got 'http'");
  });
});

describe('the proxy', () => {
  it('listens on AUSD_PROXY_PORT when --port is not given', async () => {
    const result = await runCli('conformance', ['proxy', '--upstream', 'http://127.0.0.1:9'], {
      AUSD_PROXY_PORT: String(busy),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`ausd-api conformance proxy: ${inUse()}`);
  });
});

describe("a conformance run's in-process sandbox", () => {
  it('starts on --sandbox-port, and on AUSD_SANDBOX_PORT', async () => {
    for (const [argv, env] of [
      [['--sandbox-port', String(busy)], {}],
      [[], { AUSD_SANDBOX_PORT: String(busy) }],
    ] as const) {
      const result = await runCli('conformance', [...argv], env);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`ausd-api conformance: ${inUse()}`);
    }
  });

  it('runs there: the report names the port', async () => {
    const port = await freePort();
    const json = path.join(mkdtempSync(path.join(tmpdir(), 'pinned-port-')), 'run.json');
    const result = await runCli('conformance', [
      ...['--sandbox-port', String(port), '--checks', 'request_id_header', '--operations', 'getTransaction'],
      ...['--json', json],
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({ baseUrl: `http://127.0.0.1:${port}` });
  });

  it('refuses --sandbox-port with --base-url, which replaces the sandbox', async () => {
    const result = await runCli('conformance', ['--sandbox-port', '4010', '--base-url', 'http://127.0.0.1:9'], {
      AUSD_API_KEY: 'k',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--sandbox-port sets the in-process sandbox, which --base-url replaces');
  });
});

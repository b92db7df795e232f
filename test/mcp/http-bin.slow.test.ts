// `ausd-mcp --http 0` as a process: it prints the address it listens on (loopback, /mcp), the SDK's client calls
// a tool over Streamable HTTP, and SIGTERM stops it with exit 0.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from './harness.js';

const bin = path.resolve('packages/mcp/bin/ausd-mcp.js');

describe('ausd-mcp --http', () => {
  it('serves Streamable HTTP on loopback until SIGTERM', async () => {
    const server = spawn(process.execPath, [bin, '--http', '0'], { env: { PATH: process.env.PATH ?? '' } });
    let stdout = '';
    let stderr = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('close', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', () => {
          const listening = /^listening on (\S+)$/m.exec(stdout);
          if (listening) resolve(listening[1]!);
        });
        server.on('close', () => reject(new Error(`ausd-mcp exited before listening: ${stderr}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const mcp = await connect(url);
      const result = await mcp.callTool({ name: 'listRoutes', arguments: { limit: 1 } });
      expect(result.isError ?? false).toBe(false);
      expect((result.structuredContent as { data: unknown[] }).data).toHaveLength(1);
      await mcp.close();
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  }, 60_000);
});

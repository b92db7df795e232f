// server-url-changed: a documented server, or the default or allowed values of its variables, change: warning.
import { describe, expect, it } from 'vitest';
import { changes } from './support/pair.js';

describe('server-url-changed', () => {
  it('reports: the server moves', async () => {
    expect(await changes((d) => (d.servers = [{ url: 'https://api.shop.example/v2' }]))).toEqual([
      ['server-url-changed', 'warning', "Server 'https://api.shop.example/v1' is no longer listed."],
    ]);
  });

  it('does not report: the server described', async () => {
    expect(await changes((d) => (d.servers[0].description = 'Production'))).toEqual([]);
  });
});

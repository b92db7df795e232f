// The runner against an independent implementation: Prism mocking the bundled contract. The schema-level checks
// must pass there (the runner is not tuned to our own server); the semantic checks a stateless mock cannot honour
// must fail, and README lists them with the reason.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, type Report } from '../../conformance/index.js';
import { failedChecks } from './failed-checks.js';

let prism: ChildProcess;
let report: Report;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  prism = spawn('node_modules/.bin/prism', ['mock', 'generated/openapi.yaml', '-p', String(port), '-h', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Prism did not start within 60 s')), 60_000);
    prism.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    prism.on('exit', (code) => reject(new Error(`Prism exited with ${code}`)));
  });
  report = await runConformance({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'sk_prism_primary_key', otherApiKey: 'sk_prism_other_key', seed: 1 });
}, 90_000);

afterAll(() => {
  prism?.kill();
});

const statusOf = (check: string) => new Set(report.cells.filter((c) => c.check === check).map((c) => c.status));

describe('against Prism mocking the contract', () => {
  it('passes the schema-level checks', () => {
    for (const check of ['status_documented', 'content_type', 'response_schema', 'error_code_documented', 'no_server_error', 'positive_accepted', 'cors_on_metrics', 'metrics_partial_rule']) {
      const failures = report.cells.filter((c) => c.check === check).flatMap((c) => c.failures);
      expect(failures, check).toEqual([]);
      expect([...statusOf(check)], check).toEqual(['passed']);
    }
  });

  it('misses Request-Id only on the answers Prism makes up itself (405, preflight)', () => {
    const failures = report.cells.filter((c) => c.check === 'request_id_header').flatMap((c) => c.failures);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(['DELETE', 'PATCH', 'OPTIONS', 'GET']).toContain(failure.request?.method);
    for (const failure of failures) expect([405, 204, 404]).toContain(failure.response?.status);
  });

  it('fails the semantic checks a stateless mock cannot honour', () => {
    expect(failedChecks(report)).toEqual(
      expect.arrayContaining([
        'filter_semantics',
        'pagination_chain',
        'ordering',
        'list_detail_agreement',
        'not_found_codes',
        'negative_rejected',
        'auth_missing_header',
        'auth_malformed',
        'auth_tampered',
        'auth_alg_none',
        'auth_not_required',
        'tenant_isolation',
        'metrics_plain_text',
        'unsupported_method',
        'unknown_path',
      ]),
    );
  });
});

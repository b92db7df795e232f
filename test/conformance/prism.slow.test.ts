// The runner against an independent implementation: Prism mocking the bundled contract. The schema-level checks
// must pass there (the runner is not tuned to our own server); the semantic checks a stateless mock cannot honour
// must fail, and README lists them with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type PrismMock } from '../../bench/peers/prism.js';
import { runConformance, type Report } from '../../packages/conformance/src/index.js';
import { failedChecks } from './failed-checks.js';

let prism: PrismMock;
let report: Report;

beforeAll(async () => {
  prism = await startPrism();
  report = await runConformance({
    baseUrl: prism.url,
    apiKey: 'sk_prism_primary_key',
    otherApiKey: 'sk_prism_other_key',
    seed: 1,
  });
}, 90_000);

afterAll(() => {
  prism?.close();
});

const statusOf = (check: string) => new Set(report.cells.filter((c) => c.check === check).map((c) => c.status));

describe('against Prism mocking the contract', () => {
  it('passes the schema-level checks', () => {
    for (const check of [
      'status_documented',
      'content_type',
      'response_schema',
      'error_code_documented',
      'no_server_error',
      'positive_accepted',
      'cors_on_metrics',
      'metrics_partial_rule',
    ]) {
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
        'references_resolve',
        'page_size',
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

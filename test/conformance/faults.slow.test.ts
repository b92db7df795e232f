// The proof that the runner catches violations: each fault class injected into the sandbox must make the run
// fail with the check that names it (with the write journey for the faults of its rules); the same sandbox without
// a fault passes (read-only here; with writes in runner.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { faultClasses, faultMiddleware, type FaultClass } from '../support/faults.js';
import { failedChecks, failureLines } from './failed-checks.js';
import { runAgainstSandbox } from './sandbox-run.js';

/** The check each fault must trip (others may fail too: a wrong page order also breaks the filter order). */
const detectedBy: Record<FaultClass, string> = {
  wrong_type_field: 'response_schema',
  missing_required_field: 'response_schema',
  missing_request_id: 'request_id_header',
  undocumented_status: 'status_documented',
  wrong_error_code: 'error_code_documented',
  unsorted_page: 'ordering',
  duplicate_across_pages: 'pagination_chain',
  filter_ignored: 'filter_semantics',
  invalid_filter_accepted: 'negative_rejected',
  wrong_content_type: 'content_type',
  partial_metrics_with_totals: 'metrics_partial_rule',
  server_error_on_input: 'no_server_error',
  tenant_leak: 'tenant_isolation',
  rate_limit_without_retry_after: 'retry_after_on_429',
  lowercase_evm_address: 'address_encoding',
  unsorted_instructions: 'route_instructions',
  framework_default_page_size: 'pagination_limit',
  single_session_per_key: 'session_reexchange',
  page_size_off_by_one: 'page_size',
  encoded_comma_split: 'negative_rejected',
  list_bounds_unchecked: 'negative_rejected',
  internal_counterparty_account_id: 'references_resolve',
  evm_address_case_sensitive: 'stateful_equivalent_identity',
  bank_number_spaces_refused: 'stateful_equivalent_identity',
  solana_address_lowercased: 'stateful_equivalent_identity',
  instant_settlement_not_started: 'stateful_instant_settlement',
  route_rules_as_parameter_invalid: 'stateful_route_rejections',
};

/** Faults of the write journey's rules: their runs add `--allow-writes`. */
const writes = new Set<FaultClass>([
  'evm_address_case_sensitive',
  'bank_number_spaces_refused',
  'solana_address_lowercased',
  'instant_settlement_not_started',
  'route_rules_as_parameter_invalid',
]);

describe('fault injection', () => {
  it('passes with no fault', async () => {
    const report = await runAgainstSandbox();
    expect(failureLines(report)).toEqual([]);
    expect(report.totals.passed).toBeGreaterThan(100);
  }, 90_000);

  // detectedBy is a Record over FaultClass: the compiler already holds it to every fault class.
  it('refuses a name that is no fault class', () => {
    expect(() => faultMiddleware('slow_responses' as FaultClass)).toThrow(/unknown fault 'slow_responses'/);
  });

  for (const fault of faultClasses) {
    it(`${fault} fails ${detectedBy[fault]}`, async () => {
      const report = await runAgainstSandbox({ fault, allowWrites: writes.has(fault) });
      const failed = failedChecks(report);
      expect(failed).toContain(detectedBy[fault]);
      const cell = report.cells.find((c) => c.check === detectedBy[fault] && c.status === 'failed')!;
      expect(cell.failures[0]?.message.length).toBeGreaterThan(0);
    }, 60_000);
  }
});

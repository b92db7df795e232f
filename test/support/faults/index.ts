// The fault catalogue: deliberate contract violations that prove the conformance runner catches each class (test
// support, shipped in no package). One fault per file, named by its id; what several share is in helpers/.
// `startSandbox({stages: [faultStage(id)]})` adds one to the sandbox's API router as a stage after the sandbox's own:
// it rewrites the request in front of the handler, answers instead of it, or changes the answer, so the sandbox's
// own code stays correct.
import type { ApiStage } from '../../../packages/express/src/generated/middleware.js';
import type { Principal } from '../../../packages/sandbox/src/auth/authenticate.js';
import type { Fault } from './helpers/fault.js';
import { bankNumberSpacesRefused } from './bank_number_spaces_refused.js';
import { duplicateAcrossPages } from './duplicate_across_pages.js';
import { encodedCommaSplit } from './encoded_comma_split.js';
import { evmAddressCaseSensitive } from './evm_address_case_sensitive.js';
import { filterIgnored } from './filter_ignored.js';
import { frameworkDefaultPageSize } from './framework_default_page_size.js';
import { instantSettlementNotStarted } from './instant_settlement_not_started.js';
import { internalCounterpartyAccountId } from './internal_counterparty_account_id.js';
import { invalidFilterAccepted } from './invalid_filter_accepted.js';
import { listBoundsUnchecked } from './list_bounds_unchecked.js';
import { lowercaseEvmAddress } from './lowercase_evm_address.js';
import { missingRequestId } from './missing_request_id.js';
import { missingRequiredField } from './missing_required_field.js';
import { pageSizeOffByOne } from './page_size_off_by_one.js';
import { partialMetricsWithTotals } from './partial_metrics_with_totals.js';
import { rateLimitWithoutRetryAfter } from './rate_limit_without_retry_after.js';
import { routeRulesAsParameterInvalid } from './route_rules_as_parameter_invalid.js';
import { serverErrorOnInput } from './server_error_on_input.js';
import { singleSessionPerKey } from './single_session_per_key.js';
import { solanaAddressLowercased } from './solana_address_lowercased.js';
import { tenantLeak } from './tenant_leak.js';
import { undocumentedStatus } from './undocumented_status.js';
import { unsortedInstructions } from './unsorted_instructions.js';
import { unsortedPage } from './unsorted_page.js';
import { wrongContentType } from './wrong_content_type.js';
import { wrongErrorCode } from './wrong_error_code.js';
import { wrongTypeField } from './wrong_type_field.js';

export type { Fault } from './helpers/fault.js';

/** Every fault, in the order the reports list them. */
export const faults = [
  wrongTypeField,
  missingRequiredField,
  missingRequestId,
  undocumentedStatus,
  wrongErrorCode,
  unsortedPage,
  duplicateAcrossPages,
  filterIgnored,
  invalidFilterAccepted,
  wrongContentType,
  partialMetricsWithTotals,
  serverErrorOnInput,
  tenantLeak,
  rateLimitWithoutRetryAfter,
  lowercaseEvmAddress,
  unsortedInstructions,
  frameworkDefaultPageSize,
  singleSessionPerKey,
  pageSizeOffByOne,
  encodedCommaSplit,
  listBoundsUnchecked,
  internalCounterpartyAccountId,
  evmAddressCaseSensitive,
  bankNumberSpacesRefused,
  solanaAddressLowercased,
  instantSettlementNotStarted,
  routeRulesAsParameterInvalid,
] as const;

export type FaultClass = (typeof faults)[number]['id'];

export const faultClasses: readonly FaultClass[] = faults.map((fault) => fault.id);

export function faultById(id: FaultClass): Fault<FaultClass> {
  const fault = faults.find((candidate) => candidate.id === id);
  if (fault === undefined) throw new Error(`unknown fault '${String(id)}'; known: ${faultClasses.join(', ')}`);
  return fault;
}

/** The fault as a stage of the sandbox's API router, with its own state (one per sandbox). */
export function faultStage(id: FaultClass): ApiStage<Principal> {
  return { name: `fault ${id}`, ...faultById(id).inject() };
}

/**
 * The `startSandbox` options that inject the fault (none without one): its stage, and no response check of the
 * sandbox's own, which would refuse the answers the fault breaks before the runner could see them.
 */
export function faultOptions(id?: FaultClass): { stages?: ApiStage<Principal>[]; validateResponses?: false } {
  return id === undefined ? {} : { stages: [faultStage(id)], validateResponses: false };
}

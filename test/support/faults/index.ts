// The fault catalogue: deliberate contract violations that prove the conformance runner catches each class (test
// support, shipped in no package). One fault per file, named by its id; what several share is in helpers/.
// `startSandbox({intercept: faultMiddleware(id)})` mounts one in front of the sandbox's API router. Every fault
// rewrites the request before routing or the response as it is written, so the sandbox's own code stays correct.
import type { NextFunction, Request, Response } from 'express';
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

/** The fault as Express middleware, with its own state (one per sandbox). */
export function faultMiddleware(id: FaultClass): (req: Request, res: Response, next: NextFunction) => void {
  const apply = faultById(id).inject();
  return (req, res, next) => {
    Promise.resolve(apply(req, res)).then(() => {
      if (!res.writableEnded) next();
    }, next);
  };
}

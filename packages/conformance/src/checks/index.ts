// The check catalogue, in report order: what every response must satisfy, then generated cases, then the API's
// semantics, then the write journey.
import type { ResponseCheck, ScenarioCheck } from '../check-helpers/check.js';
import type { StatefulStep } from '../check-helpers/journey.js';
import { addressEncoding } from './address_encoding.js';
import { authAlgNone } from './auth_alg_none.js';
import { authMalformed } from './auth_malformed.js';
import { authMissingHeader } from './auth_missing_header.js';
import { authNotRequired } from './auth_not_required.js';
import { authTampered } from './auth_tampered.js';
import { contentType } from './content_type.js';
import { corsOnMetrics } from './cors_on_metrics.js';
import { errorCodeDocumented } from './error_code_documented.js';
import { filterSemantics } from './filter_semantics.js';
import { listDetailAgreement } from './list_detail_agreement.js';
import { metricsPartialRule } from './metrics_partial_rule.js';
import { metricsPlainText } from './metrics_plain_text.js';
import { negativeRejected } from './negative_rejected.js';
import { noServerError } from './no_server_error.js';
import { notFoundCodes } from './not_found_codes.js';
import { ordering } from './ordering.js';
import { pageSize } from './page_size.js';
import { paginationChain } from './pagination_chain.js';
import { paginationLimit } from './pagination_limit.js';
import { paginationStableAcrossLimits } from './pagination_stable_across_limits.js';
import { positiveAccepted } from './positive_accepted.js';
import { randomInputs } from './random_inputs.js';
import { referencesResolve } from './references_resolve.js';
import { requestIdHeader } from './request_id_header.js';
import { responseSchema } from './response_schema.js';
import { retryAfterOn429 } from './retry_after_on_429.js';
import { routeInstructions } from './route_instructions.js';
import { sessionReexchange } from './session_reexchange.js';
import { statefulAddNetwork } from './stateful_add_network.js';
import { statefulCreateRoute } from './stateful_create_route.js';
import { statefulDuplicateAccount } from './stateful_duplicate_account.js';
import { statefulEquivalentIdentity } from './stateful_equivalent_identity.js';
import { statefulForeignUpdate } from './stateful_foreign_update.js';
import { statefulInstantSettlement } from './stateful_instant_settlement.js';
import { statefulRegisterAccount } from './stateful_register_account.js';
import { statefulRename } from './stateful_rename.js';
import { statefulRequestEntitlement } from './stateful_request_entitlement.js';
import { statefulRouteByFilter } from './stateful_route_by_filter.js';
import { statefulRouteConflict } from './stateful_route_conflict.js';
import { statefulRouteRejections } from './stateful_route_rejections.js';
import { statusDocumented } from './status_documented.js';
import { tenantIsolation } from './tenant_isolation.js';
import { unknownPath } from './unknown_path.js';
import { unsupportedMethod } from './unsupported_method.js';

export const responseChecks: readonly ResponseCheck[] = [
  statusDocumented,
  contentType,
  responseSchema,
  requestIdHeader,
  retryAfterOn429,
  errorCodeDocumented,
  noServerError,
  addressEncoding,
  routeInstructions,
  pageSize,
];

export const scenarioChecks: readonly ScenarioCheck[] = [
  positiveAccepted,
  negativeRejected,
  randomInputs,
  paginationLimit,
  paginationChain,
  paginationStableAcrossLimits,
  ordering,
  filterSemantics,
  notFoundCodes,
  listDetailAgreement,
  referencesResolve,
  tenantIsolation,
  metricsPartialRule,
  metricsPlainText,
  corsOnMetrics,
  authMissingHeader,
  authMalformed,
  authTampered,
  authAlgNone,
  authNotRequired,
  sessionReexchange,
  unsupportedMethod,
  unknownPath,
];

// The write journey's steps in the order they run; later steps build on what earlier ones created.
export const statefulSteps: readonly StatefulStep[] = [
  statefulRegisterAccount,
  statefulDuplicateAccount,
  statefulEquivalentIdentity,
  statefulRename,
  statefulForeignUpdate,
  statefulAddNetwork,
  statefulRequestEntitlement,
  statefulInstantSettlement,
  statefulCreateRoute,
  statefulRouteByFilter,
  statefulRouteConflict,
  statefulRouteRejections,
];

// Every classification rule, one per file; diff/README.md's table is generated from this list.
import type { Rule } from '../rule.js';
import discriminatorChanged from './discriminator-changed.js';
import errorCodeAdded from './error-code-added.js';
import errorCodeRemoved from './error-code-removed.js';
import errorDocsUrlChanged from './error-docs-url-changed.js';
import errorStatusAdded from './error-status-added.js';
import errorStatusRemoved from './error-status-removed.js';
import extensionChanged from './extension-changed.js';
import filterChanged from './filter-changed.js';
import openEnumValueAdded from './open-enum-value-added.js';
import openEnumValueRemoved from './open-enum-value-removed.js';
import operationAdded from './operation-added.js';
import operationDeprecated from './operation-deprecated.js';
import operationIdChanged from './operation-id-changed.js';
import operationRemoved from './operation-removed.js';
import orderingChanged from './ordering-changed.js';
import paginationChanged from './pagination-changed.js';
import parameterAddedRequired from './parameter-added-required.js';
import parameterAdded from './parameter-added.js';
import parameterBecameOptional from './parameter-became-optional.js';
import parameterBecameRequired from './parameter-became-required.js';
import parameterDeprecated from './parameter-deprecated.js';
import parameterRemoved from './parameter-removed.js';
import parameterStyleChanged from './parameter-style-changed.js';
import pathParameterRenamed from './path-parameter-renamed.js';
import patternUndecided from './pattern-undecided.js';
import queryParameterRemovedStrict from './query-parameter-removed-strict.js';
import queryRuleAdded from './query-rule-added.js';
import queryRuleMessageChanged from './query-rule-message-changed.js';
import queryRuleRemoved from './query-rule-removed.js';
import rangeChanged from './range-changed.js';
import requestBodyRemoved from './request-body-removed.js';
import requestBodyRequired from './request-body-required.js';
import requestConstraintNarrowed from './request-constraint-narrowed.js';
import requestConstraintWidened from './request-constraint-widened.js';
import requestDefaultChanged from './request-default-changed.js';
import requestEnumClosed from './request-enum-closed.js';
import requestEnumValueAdded from './request-enum-value-added.js';
import requestEnumValueRemoved from './request-enum-value-removed.js';
import requestMediaTypeChanged from './request-media-type-changed.js';
import requestObjectClosed from './request-object-closed.js';
import requestOneOfOverlap from './request-one-of-overlap.js';
import requestPropertyAdded from './request-property-added.js';
import requestPropertyBecameOptional from './request-property-became-optional.js';
import requestPropertyRemoved from './request-property-removed.js';
import requestPropertyRequired from './request-property-required.js';
import requestTypeNarrowed from './request-type-narrowed.js';
import requestTypeWidened from './request-type-widened.js';
import requestUnionVariantAdded from './request-union-variant-added.js';
import requestUnionVariantRemoved from './request-union-variant-removed.js';
import responseBecameNullable from './response-became-nullable.js';
import responseClosedPropertyAdded from './response-closed-property-added.js';
import responseConstraintNarrowed from './response-constraint-narrowed.js';
import responseConstraintWidened from './response-constraint-widened.js';
import responseEnumOpened from './response-enum-opened.js';
import responseEnumValueAdded from './response-enum-value-added.js';
import responseEnumValueRemoved from './response-enum-value-removed.js';
import responseHeaderAdded from './response-header-added.js';
import responseHeaderBecameOptional from './response-header-became-optional.js';
import responseHeaderRemoved from './response-header-removed.js';
import responseObjectOpened from './response-object-opened.js';
import responseOptionalPropertyRemoved from './response-optional-property-removed.js';
import responsePropertyAdded from './response-property-added.js';
import responsePropertyBecameOptional from './response-property-became-optional.js';
import responsePropertyRemoved from './response-property-removed.js';
import responseTypeNarrowed from './response-type-narrowed.js';
import responseTypeWidened from './response-type-widened.js';
import responseUnionVariantAdded from './response-union-variant-added.js';
import responseUnionVariantRemoved from './response-union-variant-removed.js';
import sdkErrorIncompatible from './sdk-error-incompatible.js';
import sdkRequestIncompatible from './sdk-request-incompatible.js';
import sdkResponseIncompatible from './sdk-response-incompatible.js';
import securityAddedToPublicOperation from './security-added-to-public-operation.js';
import securityChanged from './security-changed.js';
import securityRemoved from './security-removed.js';
import securitySchemeChanged from './security-scheme-changed.js';
import serverUrlChanged from './server-url-changed.js';
import strictQueryAdded from './strict-query-added.js';
import strictQueryRemoved from './strict-query-removed.js';
import successMediaTypeChanged from './success-media-type-changed.js';
import successStatusChanged from './success-status-changed.js';
import versionNotBumped from './version-not-bumped.js';
import webhookAdded from './webhook-added.js';
import webhookRemoved from './webhook-removed.js';

export const rules: readonly Rule[] = [
  discriminatorChanged,
  errorCodeAdded,
  errorCodeRemoved,
  errorDocsUrlChanged,
  errorStatusAdded,
  errorStatusRemoved,
  extensionChanged,
  filterChanged,
  openEnumValueAdded,
  openEnumValueRemoved,
  operationAdded,
  operationDeprecated,
  operationIdChanged,
  operationRemoved,
  orderingChanged,
  paginationChanged,
  parameterAddedRequired,
  parameterAdded,
  parameterBecameOptional,
  parameterBecameRequired,
  parameterDeprecated,
  parameterRemoved,
  parameterStyleChanged,
  pathParameterRenamed,
  patternUndecided,
  queryParameterRemovedStrict,
  queryRuleAdded,
  queryRuleMessageChanged,
  queryRuleRemoved,
  rangeChanged,
  requestBodyRemoved,
  requestBodyRequired,
  requestConstraintNarrowed,
  requestConstraintWidened,
  requestDefaultChanged,
  requestEnumClosed,
  requestEnumValueAdded,
  requestEnumValueRemoved,
  requestMediaTypeChanged,
  requestObjectClosed,
  requestOneOfOverlap,
  requestPropertyAdded,
  requestPropertyBecameOptional,
  requestPropertyRemoved,
  requestPropertyRequired,
  requestTypeNarrowed,
  requestTypeWidened,
  requestUnionVariantAdded,
  requestUnionVariantRemoved,
  responseBecameNullable,
  responseClosedPropertyAdded,
  responseConstraintNarrowed,
  responseConstraintWidened,
  responseEnumOpened,
  responseEnumValueAdded,
  responseEnumValueRemoved,
  responseHeaderAdded,
  responseHeaderBecameOptional,
  responseHeaderRemoved,
  responseObjectOpened,
  responseOptionalPropertyRemoved,
  responsePropertyAdded,
  responsePropertyBecameOptional,
  responsePropertyRemoved,
  responseTypeNarrowed,
  responseTypeWidened,
  responseUnionVariantAdded,
  responseUnionVariantRemoved,
  sdkErrorIncompatible,
  sdkRequestIncompatible,
  sdkResponseIncompatible,
  securityAddedToPublicOperation,
  securityChanged,
  securityRemoved,
  securitySchemeChanged,
  serverUrlChanged,
  strictQueryAdded,
  strictQueryRemoved,
  successMediaTypeChanged,
  successStatusChanged,
  versionNotBumped,
  webhookAdded,
  webhookRemoved,
];

// Every classification rule, one per file named by its id (a mirrored concern's file, named by the concern, holds
// the rule of each side); the package README's rules table is generated from this list.
import type { Rule } from '../rule.js';
import constraintNarrowed from './constraint-narrowed.js';
import constraintWidened from './constraint-widened.js';
import discriminatorChanged from './discriminator-changed.js';
import enumOpennessChanged from './enum-openness-changed.js';
import enumValueAdded from './enum-value-added.js';
import enumValueRemoved from './enum-value-removed.js';
import errorCodeAdded from './error-code-added.js';
import errorCodeRemoved from './error-code-removed.js';
import errorDocsUrlChanged from './error-docs-url-changed.js';
import errorStatusAdded from './error-status-added.js';
import errorStatusRemoved from './error-status-removed.js';
import extensionChanged from './extension-changed.js';
import filterChanged from './filter-changed.js';
import openEnumValueAdded from './open-enum-value-added.js';
import openEnumValueRemoved from './open-enum-value-removed.js';
import objectOpennessChanged from './object-openness-changed.js';
import operationAdded from './operation-added.js';
import operationDeprecated from './operation-deprecated.js';
import operationIdChanged from './operation-id-changed.js';
import operationRemoved from './operation-removed.js';
import operationRemovedAfterSunset from './operation-removed-after-sunset.js';
import orderingChanged from './ordering-changed.js';
import paginationChanged from './pagination-changed.js';
import parameterAdded from './parameter-added.js';
import parameterAddedRequired from './parameter-added-required.js';
import parameterBecameOptional from './parameter-became-optional.js';
import parameterBecameRequired from './parameter-became-required.js';
import parameterDeprecated from './parameter-deprecated.js';
import parameterRemoved from './parameter-removed.js';
import parameterRemovedAfterSunset from './parameter-removed-after-sunset.js';
import parameterRemovedBeforeSunset from './parameter-removed-before-sunset.js';
import parameterBecameList from './parameter-became-list.js';
import parameterStyleChanged from './parameter-style-changed.js';
import pathParameterRenamed from './path-parameter-renamed.js';
import patternUndecided from './pattern-undecided.js';
import propertyAdded from './property-added.js';
import propertyBecameOptional from './property-became-optional.js';
import propertyRemoved from './property-removed.js';
import propertyRemovedAfterSunset from './property-removed-after-sunset.js';
import queryParameterRemovedStrict from './query-parameter-removed-strict.js';
import queryRuleAdded from './query-rule-added.js';
import queryRuleMessageChanged from './query-rule-message-changed.js';
import queryRuleRemoved from './query-rule-removed.js';
import rangeChanged from './range-changed.js';
import requestBodyBecameOptional from './request-body-became-optional.js';
import requestBodyRemoved from './request-body-removed.js';
import requestBodyRequired from './request-body-required.js';
import requestDefaultChanged from './request-default-changed.js';
import requestMediaTypeAdded from './request-media-type-added.js';
import requestMediaTypeChanged from './request-media-type-changed.js';
import requestOneOfOverlap from './request-one-of-overlap.js';
import requestPropertyRequired from './request-property-required.js';
import responseBecameNullable from './response-became-nullable.js';
import responseClosedPropertyAdded from './response-closed-property-added.js';
import responseHeaderAdded from './response-header-added.js';
import responseHeaderBecameOptional from './response-header-became-optional.js';
import responseHeaderRemoved from './response-header-removed.js';
import responseOptionalPropertyRemoved from './response-optional-property-removed.js';
import sdkErrorIncompatible from './sdk-error-incompatible.js';
import sdkRequestIncompatible from './sdk-request-incompatible.js';
import sdkResponseIncompatible from './sdk-response-incompatible.js';
import securityAddedToPublicOperation from './security-added-to-public-operation.js';
import securityChanged from './security-changed.js';
import securityAlternativeAdded from './security-alternative-added.js';
import securityRemoved from './security-removed.js';
import securitySchemeChanged from './security-scheme-changed.js';
import serverUrlChanged from './server-url-changed.js';
import strictQueryAdded from './strict-query-added.js';
import strictQueryRemoved from './strict-query-removed.js';
import successMediaTypeChanged from './success-media-type-changed.js';
import successStatusChanged from './success-status-changed.js';
import typeNarrowed from './type-narrowed.js';
import typeWidened from './type-widened.js';
import unionVariantAdded from './union-variant-added.js';
import unionVariantRemoved from './union-variant-removed.js';
import versionNotBumped from './version-not-bumped.js';
import webhookAdded from './webhook-added.js';
import webhookRemoved from './webhook-removed.js';
import webhookRemovedAfterSunset from './webhook-removed-after-sunset.js';

export const rules: readonly Rule[] = [
  constraintNarrowed,
  constraintWidened,
  discriminatorChanged,
  enumValueAdded,
  enumValueRemoved,
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
  operationRemovedAfterSunset,
  orderingChanged,
  paginationChanged,
  parameterAdded,
  parameterAddedRequired,
  parameterBecameOptional,
  parameterBecameRequired,
  parameterDeprecated,
  parameterRemoved,
  parameterRemovedAfterSunset,
  parameterRemovedBeforeSunset,
  parameterBecameList,
  parameterStyleChanged,
  pathParameterRenamed,
  patternUndecided,
  queryParameterRemovedStrict,
  queryRuleAdded,
  queryRuleMessageChanged,
  queryRuleRemoved,
  rangeChanged,
  requestBodyBecameOptional,
  requestBodyRemoved,
  requestBodyRequired,
  requestDefaultChanged,
  enumOpennessChanged.closed.request,
  enumOpennessChanged.opened.request,
  requestMediaTypeAdded,
  requestMediaTypeChanged,
  objectOpennessChanged.closed.request,
  objectOpennessChanged.opened.request,
  requestOneOfOverlap,
  propertyAdded.request,
  propertyBecameOptional.request,
  propertyRemoved.request,
  requestPropertyRequired,
  responseBecameNullable,
  responseClosedPropertyAdded,
  enumOpennessChanged.closed.response,
  enumOpennessChanged.opened.response,
  responseHeaderAdded,
  responseHeaderBecameOptional,
  responseHeaderRemoved,
  objectOpennessChanged.closed.response,
  objectOpennessChanged.opened.response,
  responseOptionalPropertyRemoved,
  propertyAdded.response,
  propertyBecameOptional.response,
  propertyRemoved.response,
  propertyRemovedAfterSunset,
  sdkErrorIncompatible,
  sdkRequestIncompatible,
  sdkResponseIncompatible,
  securityAddedToPublicOperation,
  securityChanged,
  securityAlternativeAdded,
  securityRemoved,
  securitySchemeChanged,
  serverUrlChanged,
  strictQueryAdded,
  strictQueryRemoved,
  successMediaTypeChanged,
  successStatusChanged,
  typeNarrowed,
  typeWidened,
  unionVariantAdded,
  unionVariantRemoved,
  versionNotBumped,
  webhookAdded,
  webhookRemoved,
  webhookRemovedAfterSunset,
];

// The `x-query-rules` catalogue (document root): rule id → the message clients receive in `context.issues`.
import { extensionsOf } from '@ausd/contract-model/extensions';
import type { Contract } from '../contract.js';

export function queryRules(contract: Contract): Record<string, string> {
  // A document nobody checked against the vocabulary may say anything here.
  const rules: unknown = extensionsOf('document', contract.document).queryRules;
  return typeof rules === 'object' && rules !== null ? (rules as Record<string, string>) : {};
}

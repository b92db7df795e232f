// The `x-query-rules` catalogue (document root): rule id → the message clients receive in `context.issues`.
import type { Contract } from '../contract.js';

export const queryRulesPointer = '/x-query-rules';

export function queryRules(contract: Contract): Record<string, string> {
  const rules = contract.document['x-query-rules'] as unknown;
  return typeof rules === 'object' && rules !== null ? (rules as Record<string, string>) : {};
}

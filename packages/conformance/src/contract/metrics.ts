// The public supply endpoints, recognised from the operation table: the JSON overview and the plain-text totals.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { deref, type Contract } from './contract.js';
import { isPublic, isRead } from './operations.js';

const successType = (op: OperationSpec) =>
  Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1].contentType;

export const isMetricsOverview = (op: OperationSpec) =>
  isPublic(op) && isRead(op) && successType(op) === 'application/json';

export const isPlainTextTotal = (op: OperationSpec) => isPublic(op) && isRead(op) && successType(op) === 'text/plain';

/** The overview field a plain-text total mirrors: the last path segment in camelCase (`total-supply` → `totalSupply`). */
export const mirroredField = (op: OperationSpec): string =>
  (op.path.split('/').at(-1) ?? '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The overview fields a partial answer omits, as its success schema states the rule: `if partial is true then
 * <field>: false`, the fields a schema of `false` forbids.
 */
export function omittedWhenPartial(contract: Contract, op: OperationSpec): string[] {
  const entry = contract.entries.get(op.operationId);
  const success = entry?.responses.find(({ status }) => status.startsWith('2'));
  const schema = deref(contract, success?.value.content?.['application/json']?.schema);
  const then = deref(contract, schema['then']);
  const properties = (then['properties'] ?? {}) as Record<string, unknown>;
  return Object.keys(properties).filter((field) => properties[field] === false);
}

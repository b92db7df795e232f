// How the runner classifies operations, derived from the operation table alone.
import type { OperationSpec } from '@ausd/contract-facts/operation';

export const isList = (op: OperationSpec): boolean => op.pagination !== undefined;

export const isPublic = (op: OperationSpec): boolean => op.credential === 'public';

export const usesSession = (op: OperationSpec): boolean => op.credential === 'session';

export const isTokenExchange = (op: OperationSpec): boolean => op.credential === 'exchange';

export const isRead = (op: OperationSpec): boolean => op.method === 'get';

export const pathParameters = (op: OperationSpec) => op.parameters.filter((p) => p.in === 'path');

export const queryParameters = (op: OperationSpec) => op.parameters.filter((p) => p.in === 'query');

/** The detail operation of a list: `GET {list path}/{id}`. */
export function detailOf(list: OperationSpec, operations: readonly OperationSpec[]): OperationSpec | undefined {
  return operations.find(
    (op) => op.method === 'get' && new RegExp(`^${escape(list.path)}/\\{[^}/]+\\}$`).test(op.path),
  );
}

/** Documented response for a status: exact, then `4XX`-style range, then `default`. */
export function documentedResponse(op: OperationSpec, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

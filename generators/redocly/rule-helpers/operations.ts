// The operations of a path item, as the list rules walk them.
import type { Oas3Operation, Oas3PathItem } from '@redocly/openapi-core';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Each operation of `pathItem` with its method, in the order of `methods`. */
export function operationsOf(pathItem: Oas3PathItem): { method: string; operation: Oas3Operation }[] {
  return methods.flatMap((method) => {
    const operation = pathItem[method];
    return operation ? [{ method, operation }] : [];
  });
}

/** A list operation is named `list…` (operationId). */
export function isListOperation(operation: Oas3Operation): boolean {
  return /^list[A-Z]/.test(operation.operationId ?? '');
}

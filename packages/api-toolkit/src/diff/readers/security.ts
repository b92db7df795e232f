// The security requirements in effect for an operation: its own, else the document default.
import type { SecurityRequirementObject } from 'openapi3-ts/oas31';
import type { OperationEntry } from '@ausd/contract-model/model';
import type { Contract } from '../contract.js';

export function effectiveSecurity(contract: Contract, operation: OperationEntry): SecurityRequirementObject[] {
  return operation.operation.security ?? contract.document.security ?? [];
}

/** Public when no requirement is declared or one of the alternatives is the empty requirement `{}`. */
export function isPublic(requirements: SecurityRequirementObject[]): boolean {
  return requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
}

export function describeSecurity(requirements: SecurityRequirementObject[]): string {
  if (isPublic(requirements)) return 'none';
  return requirements
    .map((requirement) => Object.keys(requirement).sort().join(' + '))
    .sort()
    .join(' or ');
}

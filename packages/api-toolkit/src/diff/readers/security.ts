// The security requirements in effect for an operation (its own, else the document default), and what a caller
// must do when they change. A requirement list is a set of alternatives; each alternative names schemes that must
// all be presented, each with scopes the credential must carry.
import type { SecurityRequirementObject } from 'openapi3-ts/oas31';
import type { OperationEntry } from '@ausd/contract-model/model';
import type { Contract } from '../contract.js';

export function effectiveSecurity(contract: Contract, operation: OperationEntry): SecurityRequirementObject[] {
  return operation.operation.security ?? contract.document.security ?? [];
}

/**
 * Where a security change is stated: the operation's own `security`, else the document default, so that a change of
 * the default is one change listing every operation that inherits it.
 */
export function securityAt(contract: Contract, operation: OperationEntry): string | undefined {
  return operation.operation.security === undefined && contract.document.security !== undefined
    ? '/security'
    : undefined;
}

/** Public when no requirement is declared or one of the alternatives is the empty requirement `{}`. */
export function isPublic(requirements: SecurityRequirementObject[]): boolean {
  return requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
}

/** One alternative: its schemes with their scopes (`bearer [orders:read]`), joined by `+`. */
export function describeRequirement(requirement: SecurityRequirementObject): string {
  return Object.keys(requirement)
    .sort()
    .map((scheme) => {
      const scopes = requirement[scheme] ?? [];
      return scopes.length > 0 ? `${scheme} [${[...scopes].sort().join(', ')}]` : scheme;
    })
    .join(' + ');
}

export function describeSecurity(requirements: SecurityRequirementObject[]): string {
  if (isPublic(requirements)) return 'none';
  return requirements.map(describeRequirement).sort().join(' or ');
}

/** Whether credentials that satisfy `held` also satisfy `needed`: no scheme or scope beyond them. */
export const satisfies = (held: SecurityRequirementObject, needed: SecurityRequirementObject): boolean =>
  Object.entries(needed).every(([scheme, scopes]) => {
    const own = held[scheme];
    return own !== undefined && (scopes ?? []).every((scope) => own.includes(scope));
  });

/**
 * What callers of a secured operation must now do: each alternative of `before` whose credentials satisfy no
 * alternative of `after`, with what `after` asks of them instead.
 */
export function unmet(
  before: SecurityRequirementObject[],
  after: SecurityRequirementObject[],
): { held: string; needed: string }[] {
  return before
    .filter((held) => !after.some((needed) => satisfies(held, needed)))
    .map((held) => ({ held: describeRequirement(held), needed: describeSecurity(after) }));
}

/** Alternatives of `after` that are new, when every caller's credentials still satisfy one of them. */
export function addedAlternatives(before: SecurityRequirementObject[], after: SecurityRequirementObject[]): string[] {
  if (unmet(before, after).length > 0) return [];
  const known = new Set(before.map(describeRequirement));
  return after
    .map(describeRequirement)
    .filter((alternative) => !known.has(alternative))
    .sort();
}

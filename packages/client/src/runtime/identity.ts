// How an identifying field of a request compares with what the API stored (`x-identity` on a create operation
// names the rule per field): the registration rules of the description, applied the same way by the sandbox
// when it stores a value and by the client when it looks for an existing resource.

/** The comparison rules an `x-identity` field may declare. */
export const identityRules = ['exact', 'spaces-ignored', 'evm-hex-case-insensitive'] as const;
export type IdentityRule = (typeof identityRules)[number];

const EVM_HEX = /^0x[0-9a-f]{40}$/i;

/** The value as the API compares it under `rule` (`exact` leaves it as written). */
export function canonicalIdentity(rule: IdentityRule, value: string): string {
  if (rule === 'spaces-ignored') return value.replaceAll(' ', '');
  if (rule === 'evm-hex-case-insensitive' && EVM_HEX.test(value)) return value.toLowerCase();
  return value;
}

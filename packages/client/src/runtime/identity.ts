// How an identifying field of a request compares with what the API stored (`x-identity` on a create operation
// names the rule per field): the registration rules of the description, applied the same way by the sandbox
// when it stores a value and by the client when it looks for an existing resource.
import type { IdentityRule } from '../generated/extensions.js';
import { EvmAddress } from '../generated/schema-patterns.js';

export type { IdentityRule };

/** An EVM address as the contract's `EvmAddress` states it; its letter case carries no identity. */
const EVM_ADDRESS = new RegExp(EvmAddress, 'u');

/** The value as the API compares it, per rule the vocabulary declares: a rule added there fails to compile here. */
const canonicalForms: { readonly [Rule in IdentityRule]: (value: string) => string } = {
  exact: (value) => value,
  'spaces-ignored': (value) => value.replaceAll(' ', ''),
  'evm-hex-case-insensitive': (value) => (EVM_ADDRESS.test(value) ? value.toLowerCase() : value),
};

/** The comparison rules an `x-identity` field may declare, each implemented here. */
export const identityRules = /* @__PURE__ */ Object.keys(canonicalForms) as readonly IdentityRule[];

/** The value as the API compares it under `rule` (`exact` leaves it as written). */
export function canonicalIdentity(rule: IdentityRule, value: string): string {
  return canonicalForms[rule](value);
}

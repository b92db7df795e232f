// EVM addresses compared as written: a writing of an address in another letter case than one registered before is
// a new wallet (registered here under an address of its own) and comes back as it was sent.
import { createHash } from 'node:crypto';
import { schemaValidators } from '../../../packages/contract-facts/src/generated/validators.js';
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { identityFields, readBodyAhead } from './helpers/request.js';
import { everyObject, rewriteBody } from './helpers/response.js';

/** The registration fields `x-identity` compares without regard to the hex letters' case. */
const fields = identityFields('evm-hex-case-insensitive');

export const evmAddressCaseSensitive = defineFault({
  id: 'evm_address_case_sensitive',
  detectedBy: 'stateful_equivalent_identity',
  writes: true,
  inject: () => {
    const writings = new Map<string, Set<string>>();
    /** The address each registration was stored under instead, and the writing it was sent in. */
    const sentAs = new Map<string, string>();
    return {
      beforeHandler: async ({ raw, operation }) => {
        if (operation !== operations.createAccount) return;
        const body = await readBodyAhead(raw.req);
        for (const field of fields) {
          const address = body?.[field];
          if (typeof address !== 'string' || !schemaValidators.EvmAddress(address)) continue;
          const seen = writings.get(address.toLowerCase()) ?? new Set<string>();
          writings.set(address.toLowerCase(), seen);
          const another = seen.size > 0 && !seen.has(address);
          seen.add(address);
          if (!another) continue;
          const own = `0x${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;
          body![field] = own;
          sentAs.set(own, address);
        }
      },
      onResult: (_context, result) =>
        sentAs.size === 0
          ? result
          : rewriteBody(result, (body) =>
              everyObject(body, (o) => {
                for (const field of fields) {
                  const value = o[field];
                  const sent = typeof value === 'string' ? sentAs.get(value.toLowerCase()) : undefined;
                  if (sent !== undefined) o[field] = sent;
                }
              }),
            ),
    };
  },
});

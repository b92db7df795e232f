// EVM addresses compared as written: a writing of an address in another letter case than one registered before is
// a new wallet (registered here under an address of its own) and comes back as it was sent.
import { createHash } from 'node:crypto';
import { isEvmAddress } from '../../../packages/contract-model/src/encoding/eip55.js';
import { defineFault } from './helpers/fault.js';
import { identityFields, registrationBody } from './helpers/request.js';
import { everyObject, rewriteJson } from './helpers/response.js';

/** The registration fields `x-identity` compares without regard to the hex letters' case. */
const fields = identityFields('evm-hex-case-insensitive');

export const evmAddressCaseSensitive = defineFault({
  id: 'evm_address_case_sensitive',
  detectedBy: 'stateful_equivalent_identity',
  writes: true,
  inject: () => {
    const writings = new Map<string, Set<string>>();
    return async (req, res) => {
      const body = await registrationBody(req);
      for (const field of fields) {
        const address = body?.[field];
        if (typeof address !== 'string' || !isEvmAddress(address)) continue;
        const seen = writings.get(address.toLowerCase()) ?? new Set<string>();
        writings.set(address.toLowerCase(), seen);
        const another = seen.size > 0 && !seen.has(address);
        seen.add(address);
        if (!another) continue;
        const own = `0x${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;
        body![field] = own;
        rewriteJson(res, (sent) =>
          everyObject(sent, (o) => {
            if (typeof o[field] === 'string' && o[field].toLowerCase() === own) o[field] = address;
          }),
        );
      }
    };
  },
});

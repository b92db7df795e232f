// EVM addresses stored normalised to lowercase and returned as stored, without the checksum.
import { isEvmAddress } from '../../../packages/contract-model/src/encoding/eip55.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

export const lowercaseEvmAddress = defineFault({
  id: 'lowercase_evm_address',
  detectedBy: 'address_encoding',
  inject: () => ({
    onResult: (_context, result) =>
      rewriteBody(result, (body) =>
        everyObject(body, (o) => {
          for (const [key, value] of Object.entries(o))
            if (typeof value === 'string' && isEvmAddress(value)) o[key] = value.toLowerCase();
        }),
      ),
  }),
});

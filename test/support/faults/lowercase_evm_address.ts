// EVM addresses stored normalised to lowercase and returned as stored, without the checksum.
import { schemaValidators } from '../../../packages/contract-facts/src/generated/validators.js';
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
            if (typeof value === 'string' && schemaValidators.EvmAddress(value)) o[key] = value.toLowerCase();
        }),
      ),
  }),
});

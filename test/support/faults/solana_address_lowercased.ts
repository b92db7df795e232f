// Every address normalised to lowercase, base58 ones too (where letter case is part of the key).
import type { AddressFormat, WalletAccount } from '../../../packages/client/src/generated/types.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const SOLANA: AddressFormat = 'solana';
const FORMAT: keyof WalletAccount = 'addressFormat';
const ADDRESS: keyof WalletAccount = 'address';

export const solanaAddressLowercased = defineFault({
  id: 'solana_address_lowercased',
  detectedBy: 'stateful_equivalent_identity',
  writes: true,
  inject: () => ({
    onResult: (_context, result) =>
      rewriteBody(result, (body) =>
        everyObject(body, (o) => {
          if (o[FORMAT] === SOLANA && typeof o[ADDRESS] === 'string') o[ADDRESS] = o[ADDRESS].toLowerCase();
        }),
      ),
  }),
});

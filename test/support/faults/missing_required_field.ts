// A wallet's `addressFormat` dropped.
import type { WalletAccount } from '../../../packages/client/src/generated/types.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const WALLET: WalletAccount['kind'] = 'wallet';
const FIELD: keyof WalletAccount = 'addressFormat';

export const missingRequiredField = defineFault({
  id: 'missing_required_field',
  detectedBy: 'response_schema',
  inject: () => ({
    onResult: (_context, result) =>
      rewriteBody(result, (body) => everyObject(body, (o) => o.kind === WALLET && delete o[FIELD])),
  }),
});

// A transaction's `legCount` sent as a string.
import type { TransactionSummary } from '../../../packages/client/src/generated/types.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const FIELD: keyof TransactionSummary = 'legCount';

export const wrongTypeField = defineFault({
  id: 'wrong_type_field',
  detectedBy: 'response_schema',
  inject: () => ({
    onResult: (_context, result) =>
      rewriteBody(result, (body) =>
        everyObject(body, (o) => typeof o[FIELD] === 'number' && (o[FIELD] = String(o[FIELD]))),
      ),
  }),
});

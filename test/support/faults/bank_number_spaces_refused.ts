// Bank numbers checked against the stored pattern before the spaces are removed: a spaced number is refused.
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { identityFields, readBodyAhead } from './helpers/request.js';

/** The registration fields `x-identity` compares with spaces ignored. */
const fields = identityFields('spaces-ignored');

export const bankNumberSpacesRefused = defineFault({
  id: 'bank_number_spaces_refused',
  detectedBy: 'stateful_equivalent_identity',
  writes: true,
  inject: () => ({
    beforeHandler: async (context) => {
      if (context.operation !== operations.createAccount) return;
      const body = await readBodyAhead(context.raw.req);
      const spaced = fields.find((field) => String(body?.[field] ?? '').includes(' '));
      if (spaced !== undefined) return context.invalid([{ field: spaced, message: 'must not contain spaces' }]);
    },
  }),
});

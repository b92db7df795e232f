// Bank numbers checked against the stored pattern before the spaces are removed: a spaced number is refused.
import { errorRoles } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { identityFields, registrationBody } from './helpers/request.js';
import { answer, errorBody } from './helpers/response.js';

/** The registration fields `x-identity` compares with spaces ignored. */
const fields = identityFields('spaces-ignored');

export const bankNumberSpacesRefused = defineFault({
  id: 'bank_number_spaces_refused',
  detectedBy: 'stateful_equivalent_identity',
  writes: true,
  inject: () => async (req, res) => {
    const body = await registrationBody(req);
    const spaced = fields.find((field) => String(body?.[field] ?? '').includes(' '));
    if (spaced === undefined) return;
    answer(
      res,
      400,
      errorBody(errorRoles.validation, { issues: [{ field: spaced, message: 'must not contain spaces' }] }),
    );
  },
});

// A crash on a timestamp without a zone: the classic input a parser forgot, answered 500.
import { errorRoles } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { answer, errorBody } from './helpers/response.js';

const ZONELESS = /=\d{4}-\d\d-\d\dT\d\d(%3A|:)\d\d(%3A|:)\d\d(&|$)/i;

export const serverErrorOnInput = defineFault({
  id: 'server_error_on_input',
  detectedBy: 'no_server_error',
  inject: () => (req, res) => {
    if (ZONELESS.test(req.url ?? '')) answer(res, 500, errorBody(errorRoles.internal));
  },
});

// The route list answers 203, a success status it does not document.
import { operations } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is } from './helpers/request.js';
import { rewriteJson } from './helpers/response.js';

export const undocumentedStatus = defineFault({
  id: 'undocumented_status',
  detectedBy: 'status_documented',
  inject: () => (req, res) =>
    rewriteJson(res, (body) => {
      if (is(req, operations.listRoutes) && res.statusCode === 200) res.statusCode = 203;
      return body;
    }),
});

// The request id header never set.
import { requestIdHeader } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { onSetHeader } from './helpers/response.js';

export const missingRequestId = defineFault({
  id: 'missing_request_id',
  detectedBy: 'request_id_header',
  inject: () => (_req, res) =>
    onSetHeader(res, (name, value, setHeader) => {
      if (name.toLowerCase() !== requestIdHeader.toLowerCase()) setHeader(name, value);
    }),
});

// The request id header left out of every answer to an operation.
import { requestIdHeader } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';

export const missingRequestId = defineFault({
  id: 'missing_request_id',
  detectedBy: 'request_id_header',
  inject: () => ({
    onResult: (context, result) => {
      context.raw.res.removeHeader(requestIdHeader);
      return result;
    },
  }),
});

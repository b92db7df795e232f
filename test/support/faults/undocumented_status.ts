// The route list answers 203, a success status it does not document.
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';

export const undocumentedStatus = defineFault({
  id: 'undocumented_status',
  detectedBy: 'status_documented',
  inject: () => ({
    onResult: (context, result) =>
      context.operation === operations.listRoutes && result.status === 200 ? { ...result, status: 203 } : result,
  }),
});

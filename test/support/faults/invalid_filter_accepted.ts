// Out-of-set filter values dropped from the query instead of refused.
import { defineFault } from './helpers/fault.js';
import { filterQuery, inSet } from './helpers/request.js';

export const invalidFilterAccepted = defineFault({
  id: 'invalid_filter_accepted',
  detectedBy: 'negative_rejected',
  inject: () => ({
    beforeHandler: ({ raw, operation }) =>
      filterQuery(raw.req, operation, (parameter, value) => !inSet(parameter, value)),
  }),
});

// Valid comma-list filters dropped from the query.
import { defineFault } from './helpers/fault.js';
import { filterQuery, inSet } from './helpers/request.js';

export const filterIgnored = defineFault({
  id: 'filter_ignored',
  detectedBy: 'filter_semantics',
  inject: () => ({
    beforeHandler: ({ raw, operation }) =>
      filterQuery(raw.req, operation, (parameter, value) => parameter.kind === 'list' && inSet(parameter, value)),
  }),
});

// Lists without a limit served with a framework's usual default of 20 instead of the documented one.
import type { OperationSpec } from '../../../packages/contract-facts/src/operation.js';
import { defineFault } from './helpers/fault.js';
import { queryPairs, setQueryPairs } from './helpers/request.js';

const FRAMEWORK_DEFAULT = 20;

export const frameworkDefaultPageSize = defineFault({
  id: 'framework_default_page_size',
  detectedBy: 'pagination_limit',
  inject: () => ({
    beforeHandler: ({ raw, operation }) => {
      const limitParam = (operation as OperationSpec).pagination?.limitParam;
      const pairs = queryPairs(raw.req);
      if (limitParam === undefined || pairs.some((pair) => pair.name === limitParam)) return;
      setQueryPairs(raw.req, [...pairs, { name: limitParam, value: String(FRAMEWORK_DEFAULT) }]);
    },
  }),
});

// A page query asking for one item more than the client did (the look-ahead row that tells whether a next page
// exists, never trimmed): every list page under the maximum holds `limit + 1` items, the default page one extra.
import type { OperationSpec } from '../../../packages/contract-facts/src/operation.js';
import { defineFault } from './helpers/fault.js';
import { queryPairs, queryValidator, setQueryPairs } from './helpers/request.js';

export const pageSizeOffByOne = defineFault({
  id: 'page_size_off_by_one',
  detectedBy: 'page_size',
  inject: () => ({
    beforeHandler: ({ raw, operation }) => {
      const op: OperationSpec = operation;
      const limitParam = op.pagination?.limitParam;
      if (limitParam === undefined) return;
      // The other pairs stay as sent (a re-encoded query would turn the comma lists' commas into %2C).
      const pairs = queryPairs(raw.req);
      const asked = pairs.filter((pair) => pair.name === limitParam);
      const declared = op.parameters.find((p) => p.name === limitParam)?.default;
      const limit = asked.length === 0 ? Number(declared) : asked.length === 1 ? Number(asked[0]!.value) : NaN;
      const valid = queryValidator(op);
      if (!Number.isInteger(limit) || !valid?.({ [limitParam]: limit }) || !valid({ [limitParam]: limit + 1 })) return;
      const kept = pairs.filter((pair) => pair.name !== limitParam);
      setQueryPairs(raw.req, [...kept, { name: limitParam, value: String(limit + 1) }]);
    },
  }),
});

// List filters read into a bounded set instead of validated: a value given twice counts once and a list longer
// than its `maxItems` is cut to the bound, both answered 200 where the contract wants 400.
import { defineFault } from './helpers/fault.js';
import { decoded, queryValidator, rewriteLists } from './helpers/request.js';

export const listBoundsUnchecked = defineFault({
  id: 'list_bounds_unchecked',
  detectedBy: 'negative_rejected',
  inject: () => ({
    beforeHandler: ({ raw, operation }) =>
      rewriteLists(raw.req, operation, (name, items) => {
        const valid = (list: string[]) => queryValidator(operation)?.({ [name]: list.map(decoded) }) ?? true;
        const distinct = [...new Set(items)];
        if (valid(distinct) || !distinct.every((item) => valid([item]))) return distinct;
        let kept = distinct;
        while (kept.length > 1 && !valid(kept)) kept = kept.slice(0, -1);
        return kept;
      }),
  }),
});

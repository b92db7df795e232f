// The query percent-decoded before the lists are split, so an encoded comma separates items like a literal one.
import { defineFault } from './helpers/fault.js';
import { rewriteLists } from './helpers/request.js';

export const encodedCommaSplit = defineFault({
  id: 'encoded_comma_split',
  detectedBy: 'negative_rejected',
  inject: () => ({
    beforeHandler: ({ raw, operation }) =>
      rewriteLists(raw.req, operation, (_name, items) => items.map((item) => item.replace(/%2C/gi, ','))),
  }),
});

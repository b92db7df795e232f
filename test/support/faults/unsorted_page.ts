// The 2nd and 3rd items of every list page swapped.
import { defineFault } from './helpers/fault.js';
import { operationOfRequest } from './helpers/request.js';
import { rewriteJson } from './helpers/response.js';

export const unsortedPage = defineFault({
  id: 'unsorted_page',
  detectedBy: 'ordering',
  inject: () => (req, res) => {
    const items = operationOfRequest(req)?.pagination?.itemsField;
    if (items === undefined) return;
    rewriteJson(res, (body) => {
      const data = (body as Record<string, unknown>)[items];
      if (Array.isArray(data) && data.length >= 3) [data[1], data[2]] = [data[2], data[1]];
      return body;
    });
  },
});

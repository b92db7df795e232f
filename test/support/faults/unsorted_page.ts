// The 2nd and 3rd items of every list page swapped.
import { defineFault } from './helpers/fault.js';
import { rewriteBody } from './helpers/response.js';

export const unsortedPage = defineFault({
  id: 'unsorted_page',
  detectedBy: 'ordering',
  inject: () => ({
    onResult: (context, result) => {
      const pagination = 'pagination' in context.operation ? context.operation.pagination : undefined;
      if (pagination === undefined) return result;
      return rewriteBody(result, (body) => {
        const data = (body as Record<string, unknown>)[pagination.itemsField];
        if (Array.isArray(data) && data.length >= 3) [data[1], data[2]] = [data[2], data[1]];
        return body;
      });
    },
  }),
});

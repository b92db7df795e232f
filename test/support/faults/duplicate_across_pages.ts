// A page repeats the previous page's last item (and drops its own last).
import { defineFault } from './helpers/fault.js';
import { rewriteBody } from './helpers/response.js';

export const duplicateAcrossPages = defineFault({
  id: 'duplicate_across_pages',
  detectedBy: 'pagination_chain',
  inject: () => {
    const lastItemBefore = new Map<string, unknown>();
    return {
      onResult: (context, result) => {
        const pagination = 'pagination' in context.operation ? context.operation.pagination : undefined;
        if (pagination === undefined || context.input === undefined) return result;
        const { cursorParam, itemsField, nextCursorField } = pagination;
        const cursor = context.input.query[cursorParam];
        return rewriteBody(result, (body) => {
          const page = body as Record<string, unknown>;
          const data = page[itemsField];
          if (!Array.isArray(data)) return body;
          const previous = typeof cursor === 'string' ? lastItemBefore.get(cursor) : undefined;
          const next = page[nextCursorField];
          if (typeof next === 'string' && data.length > 0) lastItemBefore.set(next, data.at(-1));
          if (previous !== undefined) page[itemsField] = [previous, ...data.slice(0, -1)];
          return page;
        });
      },
    };
  },
});

// A page repeats the previous page's last item (and drops its own last).
import { defineFault } from './helpers/fault.js';
import { operationOfRequest } from './helpers/request.js';
import { rewriteJson } from './helpers/response.js';

export const duplicateAcrossPages = defineFault({
  id: 'duplicate_across_pages',
  detectedBy: 'pagination_chain',
  inject: () => {
    const lastItemBefore = new Map<string, unknown>();
    return (req, res) => {
      const pagination = operationOfRequest(req)?.pagination;
      if (pagination === undefined) return;
      const { cursorParam, itemsField, nextCursorField } = pagination;
      const cursor = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get(cursorParam);
      rewriteJson(res, (body) => {
        const page = body as Record<string, unknown>;
        const data = page[itemsField];
        if (!Array.isArray(data)) return body;
        const previous = cursor === null ? undefined : lastItemBefore.get(cursor);
        const next = page[nextCursorField];
        if (typeof next === 'string' && data.length > 0) lastItemBefore.set(next, data.at(-1));
        if (previous !== undefined) page[itemsField] = [previous, ...data.slice(0, -1)];
        return page;
      });
    };
  },
});

// Lists without a limit served with a framework's usual default of 20 instead of the documented one.
import { defineFault } from './helpers/fault.js';
import { lists } from './helpers/request.js';

const FRAMEWORK_DEFAULT = 20;

export const frameworkDefaultPageSize = defineFault({
  id: 'framework_default_page_size',
  detectedBy: 'pagination_limit',
  inject: () => (req) => {
    const [path = '', search = ''] = (req.url ?? '').split('?');
    const limitParam = lists.find((list) => list.path === path)?.pagination?.limitParam;
    if (req.method !== 'GET' || limitParam === undefined) return;
    const query = new URLSearchParams(search);
    if (query.has(limitParam)) return;
    query.set(limitParam, String(FRAMEWORK_DEFAULT));
    req.url = `${path}?${query.toString()}`;
  },
});

// A page query asking for one item more than the client did (the look-ahead row that tells whether a next page
// exists, never trimmed): every list page under the maximum holds `limit + 1` items, the default page one extra.
import { defineFault } from './helpers/fault.js';
import { lists, queryValidator } from './helpers/request.js';

export const pageSizeOffByOne = defineFault({
  id: 'page_size_off_by_one',
  detectedBy: 'page_size',
  inject: () => (req) => {
    const [path = '', search] = (req.url ?? '').split('?');
    const op = lists.find((list) => list.path === path);
    const limitParam = op?.pagination?.limitParam;
    if (req.method !== 'GET' || !op || !limitParam) return;
    // The other pairs stay as sent (a re-encoded query would turn the comma lists' commas into %2C).
    const pairs = search === undefined || search === '' ? [] : search.split('&');
    const asked = pairs.filter((pair) => pair.split('=')[0] === limitParam);
    const declared = op.parameters.find((p) => p.name === limitParam)?.default;
    const limit = asked.length === 0 ? Number(declared) : asked.length === 1 ? Number(asked[0]!.split('=')[1]) : NaN;
    const valid = queryValidator(op);
    if (!Number.isInteger(limit) || !valid?.({ [limitParam]: limit }) || !valid({ [limitParam]: limit + 1 })) return;
    const kept = pairs.filter((pair) => pair.split('=')[0] !== limitParam);
    req.url = `${path}?${[...kept, `${limitParam}=${limit + 1}`].join('&')}`;
  },
});

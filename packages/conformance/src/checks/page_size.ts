// A list page holds no more items than were asked for: the `limit` sent, the documented default when none was,
// and never more than the schema's maximum. A response check, so the proxy applies it to live traffic as well.
import type { ResponseCheck } from '../check-helpers/check.js';
import { pageLimits } from '../contract/contract.js';

export const pageSize: ResponseCheck = {
  kind: 'response',
  name: 'page_size',
  severity: 'major',
  summary:
    'A list page holds at most the `limit` asked for (the documented default when none was), never more than the maximum.',
  inspect({ spec, response }, op, { contract }) {
    const paging = op?.pagination;
    if (!paging || response?.status !== 200) return undefined;
    const items = (response.json as Record<string, unknown> | undefined)?.[paging.itemsField];
    // No envelope: response_schema reports it.
    if (!Array.isArray(items)) return undefined;
    const limits = pageLimits(contract, op);
    const sent = (spec.query ?? []).filter(([name]) => name === paging.limitParam).map(([, value]) => value);
    const asked = sent.length === 1 && /^\d+$/.test(sent[0]!) ? Number(sent[0]) : undefined;
    const [cap, label] =
      sent.length === 0
        ? [limits.default ?? limits.max, `no ${paging.limitParam} (default ${limits.default ?? limits.max})`]
        : asked !== undefined && asked >= limits.min && asked <= limits.max
          ? [asked, `${paging.limitParam}=${asked}`]
          : [limits.max, `${paging.limitParam} ${JSON.stringify(sent.join(','))} (maximum ${limits.max})`];
    if (items.length <= cap) return true;
    return { message: `the page holds ${items.length} items for ${label}`, where: paging.limitParam };
  },
};

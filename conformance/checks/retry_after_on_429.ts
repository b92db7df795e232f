import type { ResponseCheck } from '../check.js';

export const retryAfterOn429: ResponseCheck = {
  kind: 'response',
  name: 'retry_after_on_429',
  summary: 'A 429 carries Retry-After in seconds (or an HTTP date).',
  inspect({ response }) {
    if (response?.status !== 429) return undefined;
    const value = response.headers['retry-after'];
    if (value !== undefined && (/^\d+$/.test(value) || !Number.isNaN(Date.parse(value)))) return true;
    return { message: value === undefined ? 'Retry-After is missing' : `Retry-After '${value}' is neither seconds nor a date`, where: 'headers/Retry-After' };
  },
};

import type { ResponseCheck } from '../check-helpers/check.js';

export const retryAfterOn429: ResponseCheck = {
  kind: 'response',
  name: 'retry_after_on_429',
  severity: 'minor',
  summary: 'A 429 carries Retry-After in whole seconds, as the contract promises.',
  inspect({ response }) {
    if (response?.status !== 429) return undefined;
    const value = response.headers['retry-after'];
    if (value !== undefined && /^\d+$/.test(value.trim())) return true;
    return {
      message: value === undefined ? 'Retry-After is missing' : `Retry-After '${value}' is not whole seconds`,
      where: 'headers/Retry-After',
    };
  },
};

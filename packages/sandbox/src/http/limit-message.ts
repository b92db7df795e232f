// What a 429 from the sandbox says: which of its limits answered and the option that sets it, so a caller slowed
// down (a conformance run quotes it) raises the right one.
import type { RateLimit } from '../store/request-window.js';

const limits = {
  address: { over: 'from this address', name: 'the per-IP limit', option: '--rate-limit' },
  key: { over: 'with this API key', name: 'the per-key limit', option: '--key-rate-limit' },
  organization: {
    over: 'from this organization, counted across every replica',
    name: 'the organization limit',
    option: '--organization-rate-limit',
  },
} as const;

export function limitMessage(which: keyof typeof limits, limit: RateLimit): string {
  const { over, name, option } = limits[which];
  return (
    `More than ${limit.requests} requests in ${limit.windowSeconds} s ${over}: ${name} of the sandbox answered. ` +
    `Start it with ${option} N/S for a higher figure, or ${option} off.`
  );
}

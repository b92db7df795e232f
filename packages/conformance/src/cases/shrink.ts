// Shrinking a failing random query to a minimal one before it is reported: drop parameters, then shorten
// values, keeping each step only while the request still fails the same way. Bounded by a request budget.
import type { QueryPairs } from '../http/exchange.js';

export const SHRINK_ATTEMPTS = 24;

/** Smaller variants of one query, most aggressive first. */
function candidates(query: QueryPairs): QueryPairs[] {
  const out: QueryPairs[] = [];
  if (query.length > 1) query.forEach((_, index) => out.push(query.filter((__, i) => i !== index)));
  query.forEach(([name, value], index) => {
    const shorter = [...new Set([value.slice(0, Math.floor(value.length / 2)), value.slice(0, 16)])].filter(
      (v) => v.length < value.length,
    );
    for (const next of shorter) out.push(query.map((pair, i) => (i === index ? ([name, next] as const) : pair)));
  });
  return out;
}

/** The smallest query `stillFails` accepts, found greedily, and the steps taken. */
export async function shrinkQuery(
  query: QueryPairs,
  stillFails: (candidate: QueryPairs) => Promise<boolean>,
  attempts = SHRINK_ATTEMPTS,
): Promise<{ query: QueryPairs; steps: number }> {
  let current = query;
  let steps = 0;
  let tried = 0;
  for (let progress = true; progress && tried < attempts;) {
    progress = false;
    for (const candidate of candidates(current)) {
      if (tried >= attempts) break;
      tried += 1;
      if (await stillFails(candidate)) {
        current = candidate;
        steps += 1;
        progress = true;
        break;
      }
    }
  }
  return { query: current, steps };
}

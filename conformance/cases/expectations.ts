// What a rejection must look like, derived from the contract rather than restated.
import type { Contract } from '../contract.js';
import type { Exchange } from '../http/exchange.js';

const cache = new WeakMap<Contract, { validation?: string; notFound?: string }>();

/** The code documented for this status on the most operations. */
function common(contract: Contract, status: string): string | undefined {
  const counts = new Map<string, number>();
  for (const op of contract.operations) for (const code of op.responses[status]?.codes ?? []) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** The 400 code validating operations share (`parameter_invalid`). */
export function validationCode(contract: Contract): string | undefined {
  const entry = cache.get(contract) ?? {};
  entry.validation ??= common(contract, '400');
  cache.set(contract, entry);
  return entry.validation;
}

/** The generic 404 code most operations share (`not_found`); resource-specific codes are the others. */
export function genericNotFoundCode(contract: Contract): string | undefined {
  const entry = cache.get(contract) ?? {};
  entry.notFound ??= common(contract, '404');
  cache.set(contract, entry);
  return entry.notFound;
}

export interface ErrorBody {
  code?: unknown;
  context?: { issues?: Array<{ field?: unknown; message?: unknown }>; reason?: unknown; routeId?: unknown };
}

export const errorBody = (exchange: Exchange): ErrorBody => (exchange.response?.json ?? {}) as ErrorBody;

/** A field path as dotted segments, whatever notation the server uses (`/from/currency`, `networks[0]`). */
const dotted = (path: string) => path.replace(/[/[\]]+/g, '.').replace(/^\.+|\.+$/g, '');

/** Whether `context.issues` names the field: exactly, as a bound of it (`createdAt.gt` for `createdAt`), as the
 * nested path ending in it (`from.currency` for `currency`), or as the field a bound belongs to. */
export function issuesName(exchange: Exchange, field: string): boolean {
  const issues = errorBody(exchange).context?.issues;
  if (!Array.isArray(issues)) return false;
  const wanted = dotted(field);
  return issues.some(({ field: named }) => {
    if (typeof named !== 'string' || named.length === 0) return false;
    const given = dotted(named);
    return given === wanted || given.startsWith(`${wanted}.`) || given.endsWith(`.${wanted}`) || wanted.startsWith(`${given}.`);
  });
}

/** A rejection check: `undefined` when the exchange is `400 <validation code>` naming the field, else why not. */
export function rejectionProblem(contract: Contract, exchange: Exchange, field: string | undefined): string | undefined {
  const status = exchange.response?.status;
  const code = errorBody(exchange).code;
  const expected = validationCode(contract);
  if (status !== 400 || (expected !== undefined && code !== expected)) {
    return `expected 400 ${expected ?? ''}, got ${status ?? 'no response'} ${typeof code === 'string' ? code : ''}`.trim();
  }
  if (field !== undefined && !issuesName(exchange, field)) return `context.issues does not name '${field}'`;
  return undefined;
}

// What a rejection must look like, derived from the contract rather than restated.
import type { ParameterIssue } from '@ausd/client/types';
import type { Contract } from '../contract/contract.js';
import type { Exchange } from '../http/exchange.js';

/** The code every rejected parameter gets (`x-error-roles.validation`, `parameter_invalid`). */
export const validationCode = (contract: Contract): string => contract.errorRoles.validation;

/** The code of an unknown path (`x-error-roles.unknownPath`, `not_found`); resource codes come from `x-not-found`. */
export const genericNotFoundCode = (contract: Contract): string => contract.errorRoles.unknownPath;

/** An error body as received: the contract's field names, values not trusted yet. */
export interface ErrorBody {
  code?: unknown;
  context?: {
    issues?: Array<{ [Field in keyof ParameterIssue]?: unknown }>;
    reason?: unknown;
    routeId?: unknown;
  };
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
    return (
      given === wanted ||
      given.startsWith(`${wanted}.`) ||
      given.endsWith(`.${wanted}`) ||
      wanted.startsWith(`${given}.`)
    );
  });
}

/** A rejection check: `undefined` when the exchange is `400 <validation code>` naming the field, else why not. */
export function rejectionProblem(
  contract: Contract,
  exchange: Exchange,
  field: string | undefined,
): string | undefined {
  const status = exchange.response?.status;
  const code = errorBody(exchange).code;
  const expected = validationCode(contract);
  if (status !== 400 || (expected !== undefined && code !== expected)) {
    return `expected 400 ${expected ?? ''}, got ${status ?? 'no response'} ${typeof code === 'string' ? code : ''}`.trim();
  }
  if (field !== undefined && !issuesName(exchange, field)) return `context.issues does not name '${field}'`;
  return undefined;
}

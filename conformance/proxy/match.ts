// Which operation of the contract a request that passed through the proxy exercised: method and path against
// the path templates, literal segments preferred over parameters.
import type { OperationSpec } from '../../runtime/operation.js';

interface Matcher {
  op: OperationSpec;
  pattern: RegExp;
  /** Literal segments: `/v0/metrics/total-supply` wins over a `/v0/metrics/{id}` were there one. */
  literals: number;
}

export function operationMatcher(
  operations: readonly OperationSpec[],
): (method: string, path: string) => OperationSpec | undefined {
  const matchers: Matcher[] = operations
    .map((op) => ({
      op,
      pattern: new RegExp(
        `^${op.path
          .split('/')
          .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
      literals: op.path.split('/').filter((segment) => !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literals - a.literals);
  return (method, path) => matchers.find((m) => m.op.method === method.toLowerCase() && m.pattern.test(path))?.op;
}

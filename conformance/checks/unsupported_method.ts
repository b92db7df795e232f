import type { ScenarioCheck } from '../check.js';
import { freshUuid } from '../cases/values.js';
import { fillPath } from '../http/exchange.js';
import { pathParameters } from '../operations.js';

const PROBE_METHODS = ['delete', 'patch', 'put', 'post'] as const;

export const unsupportedMethod: ScenarioCheck = {
  kind: 'scenario',
  name: 'unsupported_method',
  severity: 'minor',
  summary: 'A method the contract does not define on a path gets a 4xx in the error shape, never success or a 5xx.',
  /** One probe per path, reported under the first operation declared on it. */
  appliesTo: (op, ctx) => ctx.contract.operations.find((other) => other.path === op.path) === op,
  async run(t, op, ctx) {
    const defined = new Set(ctx.contract.operations.filter((other) => other.path === op.path).map((other) => other.method));
    const method = PROBE_METHODS.find((m) => !defined.has(m));
    if (!method) return t.skip('every probe method is defined on this path');
    const path = fillPath(op.path, Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()])));
    const exchange = await t.send({ operationId: op.operationId, documented: false, method, path, credential: 'session' });
    const status = exchange.response?.status ?? 0;
    const body = exchange.response?.json as { code?: unknown; message?: unknown } | undefined;
    if (status >= 400 && status < 500 && typeof body?.code === 'string' && typeof body.message === 'string') t.pass();
    else t.fail(`${method.toUpperCase()} ${op.path} got ${status || exchange.error}${typeof body?.code === 'string' ? '' : ' without the error shape'}`, exchange, method);
  },
};

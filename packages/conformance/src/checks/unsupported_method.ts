import type { ScenarioCheck } from '../check-helpers/check.js';
import { freshUuid } from '../cases/values.js';
import { fillPath } from '../http/exchange.js';
import { pathParameters } from '../contract/operations.js';

const PROBE_METHODS = ['delete', 'patch', 'put', 'post'] as const;

export const unsupportedMethod: ScenarioCheck = {
  kind: 'scenario',
  name: 'unsupported_method',
  severity: 'minor',
  summary: 'A method a path does not define gets the x-unsupported-method answer (405, Allow) in the error shape.',
  /** One probe per path, reported under the first operation declared on it. */
  appliesTo: (op, ctx) => ctx.contract.operations.find((other) => other.path === op.path) === op,
  async run(t, op, ctx) {
    const defined = new Set(
      ctx.contract.operations.filter((other) => other.path === op.path).map((other) => other.method),
    );
    const method = PROBE_METHODS.find((m) => !defined.has(m));
    if (!method) return t.skip('every probe method is defined on this path');
    const path = fillPath(op.path, Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()])));
    const exchange = await t.send({
      operationId: op.operationId,
      documented: false,
      method,
      path,
      credential: 'session',
    });
    const promised = ctx.contract.unsupportedMethod;
    const status = exchange.response?.status ?? 0;
    const body = exchange.response?.json as { code?: unknown; message?: unknown } | undefined;
    const allow = exchange.response?.headers[promised.header.toLowerCase()];
    const allowed = new Set(allow?.split(',').map((m) => m.trim().toLowerCase()));
    const listed = allow === undefined ? 'missing' : `'${allow}' does not list ${[...defined].join(', ')}`;
    const problem =
      status !== promised.status || body?.code !== promised.code || typeof body.message !== 'string'
        ? `got ${status || exchange.error} ${typeof body?.code === 'string' ? body.code : 'without the error shape'}`
        : [...defined].some((m) => !allowed.has(m))
          ? `${promised.header} ${listed}`
          : undefined;
    const expected = `${promised.status} ${promised.code} with ${promised.header}`;
    if (problem === undefined) t.pass();
    else t.fail(`${method.toUpperCase()} ${op.path} ${problem}; expected ${expected}`, exchange, method);
  },
};

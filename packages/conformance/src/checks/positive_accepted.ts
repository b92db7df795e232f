import type { ScenarioCheck } from '../check-helpers/check.js';
import { positiveQueryCases } from '../cases/query.js';
import { isList, isPublic, isRead, pathParameters } from '../contract/operations.js';

export const positiveAccepted: ScenarioCheck = {
  kind: 'scenario',
  name: 'positive_accepted',
  severity: 'major',
  summary:
    'Every generated valid request (each filter value, limits at both bounds, ranges with Z and offset zones) succeeds.',
  appliesTo: (op) => isRead(op) && pathParameters(op).length === 0 && (isList(op) || isPublic(op)),
  async run(t, op, ctx) {
    const cases = isList(op)
      ? positiveQueryCases(ctx.contract, op, ctx.walker.limits(op))
      : [{ name: 'no parameters', query: [] }];
    const credential = isPublic(op) ? 'none' : 'session';
    for (const testCase of cases) {
      const exchange = await t.send({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        query: testCase.query,
        credential,
      });
      const status = exchange.response?.status ?? 0;
      if (status >= 200 && status < 300) t.pass();
      else t.fail(`valid request '${testCase.name}' got ${status || exchange.error}`, exchange, testCase.name);
    }
  },
};

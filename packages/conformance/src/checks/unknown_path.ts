import type { ScenarioCheck } from '../check-helpers/check.js';
import { genericNotFoundCode } from '../cases/expectations.js';
import { OUTSIDE_CONTRACT } from '../report/results.js';

export const unknownPath: ScenarioCheck = {
  kind: 'scenario',
  name: 'unknown_path',
  severity: 'minor',
  summary: 'A path outside the contract gets 404 with the generic not-found code in the error shape.',
  reportUnder: OUTSIDE_CONTRACT,
  /** Runs once. */
  appliesTo: (op, ctx) => ctx.contract.operations[0] === op,
  async run(t, op, ctx) {
    const prefix = op.path.split('/')[1] ?? '';
    const exchange = await t.send({
      operationId: OUTSIDE_CONTRACT,
      documented: false,
      method: 'get',
      path: `/${prefix}/conformance-unknown-path`,
      credential: 'session',
    });
    const code = (exchange.response?.json as { code?: unknown } | undefined)?.code;
    const expected = genericNotFoundCode(ctx.contract);
    if (exchange.response?.status === 404 && code === expected) t.pass();
    else {
      const got = `${exchange.response?.status ?? exchange.error} ${String(code ?? '')}`;
      t.fail(`unknown path got ${got}, expected 404 ${expected}`, exchange, 'responses/404');
    }
  },
};

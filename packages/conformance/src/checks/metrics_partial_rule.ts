import type { ScenarioCheck } from '../check-helpers/check.js';
import { isMetricsOverview, omittedWhenPartial } from '../contract/metrics.js';

export const metricsPartialRule: ScenarioCheck = {
  kind: 'scenario',
  name: 'metrics_partial_rule',
  severity: 'major',
  summary: 'With `partial: true` the aggregate totals are absent (not null); with `partial: false` they are present.',
  appliesTo: isMetricsOverview,
  async run(t, op, ctx) {
    const totals = omittedWhenPartial(ctx.contract, op);
    const exchange = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      credential: 'none',
    });
    const body = exchange.response?.json as Record<string, unknown> | undefined;
    if (exchange.response?.status !== 200 || !body || typeof body.partial !== 'boolean') {
      return t.fail(
        `expected 200 with a boolean 'partial', got ${exchange.response?.status ?? exchange.error}`,
        exchange,
        'partial',
      );
    }
    const present = totals.filter((field) => Object.hasOwn(body, field));
    if (body.partial && present.length > 0)
      t.fail(`partial is true but ${present.join(', ')} present`, exchange, present[0]);
    else if (!body.partial && present.length !== totals.length)
      t.fail(
        `partial is false but ${totals.filter((f) => !present.includes(f)).join(', ')} absent`,
        exchange,
        'partial',
      );
    else t.pass();
  },
};

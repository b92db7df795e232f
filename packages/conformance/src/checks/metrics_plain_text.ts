import type { ScenarioCheck } from '../check-helpers/check.js';
import { mediaType } from '../http/exchange.js';
import { isMetricsOverview, isPlainTextTotal, mirroredField } from '../contract/metrics.js';

export const metricsPlainText: ScenarioCheck = {
  kind: 'scenario',
  name: 'metrics_plain_text',
  severity: 'major',
  summary:
    'Each supply total is a bare decimal in text/plain (no JSON quoting) equal to the overview aggregate when not partial.',
  appliesTo: isPlainTextTotal,
  async run(t, op, ctx) {
    const overview = ctx.contract.operations.find(isMetricsOverview);
    const readOverview = async () => {
      if (!overview) return undefined;
      const exchange = await t.send({
        operationId: overview.operationId,
        method: overview.method,
        path: overview.path,
        credential: 'none',
      });
      return exchange.response?.json as Record<string, unknown> | undefined;
    };
    // The overview is read before and after, so a supply update between the requests is not a mismatch.
    const before = await readOverview();
    const exchange = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      credential: 'none',
    });
    const text = (exchange.response?.text ?? '').trim();
    if (
      exchange.response?.status !== 200 ||
      mediaType(exchange.response) !== 'text/plain' ||
      !/^\d+(\.\d+)?$/.test(text)
    ) {
      return t.fail(
        `expected 200 text/plain with a bare decimal, got ${exchange.response?.status ?? exchange.error} ${exchange.response ? mediaType(exchange.response) : ''} '${text.slice(0, 40)}'`,
        exchange,
        'text/plain',
      );
    }
    t.pass();
    const field = mirroredField(op);
    const totals = [before, await readOverview()]
      .filter((body) => body?.partial === false && typeof body[field] === 'string')
      .map((body) => String(body![field]));
    if (totals.length === 0) return;
    if (totals.some((total) => Number(total) === Number(text))) t.pass();
    else t.fail(`${op.path} says ${text}, ${overview!.path} ${field} says ${totals.join(' then ')}`, exchange, field);
  },
};

import type { ScenarioCheck } from '../check.js';
import { mediaType } from '../http/exchange.js';
import { isMetricsOverview, isPlainTextTotal, mirroredField } from '../metrics.js';

export const metricsPlainText: ScenarioCheck = {
  kind: 'scenario',
  name: 'metrics_plain_text',
  summary: 'Each supply total is a bare decimal in text/plain (no JSON quoting) equal to the overview aggregate when not partial.',
  appliesTo: isPlainTextTotal,
  async run(t, op, ctx) {
    const exchange = await t.send({ operationId: op.operationId, method: op.method, path: op.path, credential: 'none' });
    const text = exchange.response?.text ?? '';
    if (exchange.response?.status !== 200 || mediaType(exchange.response) !== 'text/plain' || !/^\d+(\.\d+)?$/.test(text.trim())) {
      return t.fail(`expected 200 text/plain with a bare decimal, got ${exchange.response?.status ?? exchange.error} ${exchange.response ? mediaType(exchange.response) : ''} '${text.slice(0, 40)}'`, exchange, 'text/plain');
    }
    t.pass();
    const overview = ctx.contract.operations.find(isMetricsOverview);
    if (!overview) return;
    const summary = await t.send({ operationId: overview.operationId, method: overview.method, path: overview.path, credential: 'none' });
    const body = summary.response?.json as Record<string, unknown> | undefined;
    const field = mirroredField(op);
    if (!body || body.partial !== false || typeof body[field] !== 'string') return;
    if (Number(body[field]) === Number(text.trim())) t.pass();
    else t.fail(`${op.path} says ${text.trim()}, ${overview.path} ${field} says ${String(body[field])}`, exchange, field);
  },
};

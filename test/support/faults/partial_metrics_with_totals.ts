// Metrics marked `partial` with the totals kept.
import type { components } from '../../../packages/client/src/generated/types.js';
import { operations } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is, type Json } from './helpers/request.js';
import { rewriteJson } from './helpers/response.js';

const PARTIAL: keyof components['schemas']['Metrics'] = 'partial';

export const partialMetricsWithTotals = defineFault({
  id: 'partial_metrics_with_totals',
  detectedBy: 'metrics_partial_rule',
  inject: () => (req, res) =>
    rewriteJson(res, (body) => {
      if (is(req, operations.getMetrics) && body && typeof body === 'object') (body as Json)[PARTIAL] = true;
      return body;
    }),
});

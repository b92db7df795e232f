// Metrics marked `partial` with the totals kept.
import type { components } from '../../../packages/client/src/generated/types.js';
import { operations } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import type { Json } from './helpers/request.js';
import { rewriteBody } from './helpers/response.js';

const PARTIAL: keyof components['schemas']['Metrics'] = 'partial';

export const partialMetricsWithTotals = defineFault({
  id: 'partial_metrics_with_totals',
  detectedBy: 'metrics_partial_rule',
  inject: () => ({
    onResult: (context, result) =>
      context.operation === operations.getMetrics
        ? rewriteBody(
            result,
            (body) => body && typeof body === 'object' && Object.assign(body as Json, { [PARTIAL]: true }),
          )
        : result,
  }),
});

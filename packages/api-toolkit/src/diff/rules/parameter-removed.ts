import { extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-removed',
  level: 'warning',
  subject: 'parameter',
  rationale:
    'Outside strict-query operations the server ignores it: calls still succeed, but what it asked for is lost.',
  check({ baseParameter, headParameter, headOperation }, report) {
    if (!baseParameter || headParameter) return;
    if (baseParameter.value.in === 'query' && extensionsOf('operation', headOperation.operation).strictQuery === true)
      return;
    report(`${baseParameter.value.in} parameter '${baseParameter.value.name}' was removed.`, baseParameter.pointer);
  },
});

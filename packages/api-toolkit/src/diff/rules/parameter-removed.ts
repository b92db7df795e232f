import { extensionsOf } from '@ausd/contract-model/extensions';
import { defineRule } from '../rule.js';
import { sunsetOf } from '../readers/sunset.js';

export default defineRule({
  id: 'parameter-removed',
  level: { request: 'warning', response: 'breaking' },
  subject: 'parameter',
  webhooks: true,
  rationale:
    'Outside strict-query operations the server ignores it: calls still succeed, but what it asked for is lost. ' +
    'On a webhook the API no longer sends it: receivers that read it find nothing.',
  action: 'Stop reading the parameter from webhook deliveries; its replacement is named in the changelog.',
  check({ baseParameter, headParameter, headOperation }, report) {
    if (!baseParameter || headParameter) return;
    // A deprecated parameter with a sunset date is judged against that date (parameter-removed-*-sunset).
    if (sunsetOf('parameter', baseParameter.value) !== undefined) return;
    if (baseParameter.value.in === 'query' && extensionsOf('operation', headOperation.operation).strictQuery === true)
      return;
    report(`${baseParameter.value.in} parameter '${baseParameter.value.name}' was removed.`, baseParameter.pointer);
  },
});

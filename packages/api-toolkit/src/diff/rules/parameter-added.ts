import { defineRule } from '../rule.js';

export default defineRule({
  id: 'parameter-added',
  level: 'info',
  subject: 'parameter',
  webhooks: true,
  rationale:
    'An optional parameter widens the request: existing calls stay valid. On a webhook, receivers may ignore it.',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter && headParameter && !headParameter.value.required) {
      report(`New optional ${headParameter.value.in} parameter '${headParameter.value.name}'.`);
    }
  },
});

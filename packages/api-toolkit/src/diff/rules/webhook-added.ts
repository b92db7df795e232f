import { defineRule } from '../rule.js';
import { webhookLabel } from '../labels.js';

export default defineRule({
  id: 'webhook-added',
  level: 'info',
  subject: 'webhook',
  rationale: 'A new webhook is a new kind of request the API may send; receivers that do not subscribe see nothing.',
  check({ baseOperation, headOperation }, report) {
    if (headOperation && !baseOperation) report(`${webhookLabel(headOperation)} was added.`);
  },
});

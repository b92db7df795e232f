import { defineRule } from '../rule.js';

export default defineRule({
  id: 'webhook-removed',
  level: 'breaking',
  subject: 'webhook',
  rationale: 'Receivers built for the webhook stop getting the events they act on.',
  action: 'Stop relying on the webhook; poll or subscribe to its replacement named in the changelog.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation && !headOperation)
      report(
        `Webhook ${baseOperation.path} (${baseOperation.method.toUpperCase()}) was removed.`,
        baseOperation.pointer,
      );
  },
});

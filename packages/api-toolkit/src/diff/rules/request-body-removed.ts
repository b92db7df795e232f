import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-removed',
  level: 'breaking',
  subject: 'operation',
  webhooks: true,
  rationale:
    'Callers send the body the operation took: a server that no longer reads one refuses it (or drops what it ' +
    'carried, which callers cannot tell). On a webhook, receivers no longer get the data they act on.',
  action: 'Stop sending the body; pass what it carried as the operation now asks.',
  check({ baseOperation, headOperation, webhook }, report) {
    if (baseOperation?.requestBody && headOperation && !headOperation.requestBody) {
      // A webhook's body is what receivers act on: it no longer comes.
      report(
        webhook ? 'The webhook no longer sends a body.' : 'The request body was removed.',
        baseOperation.requestBody.pointer,
      );
    }
  },
});

import { defineRule } from '../rule.js';

export default defineRule({
  id: 'request-body-removed',
  level: 'breaking',
  subject: 'operation',
  rationale:
    'Callers send the body the operation took: a server that no longer reads one refuses it (or drops what it ' +
    'carried, which callers cannot tell).',
  action: 'Stop sending the body; pass what it carried as the operation now asks.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation?.requestBody && headOperation && !headOperation.requestBody) {
      report('The request body was removed.', baseOperation.requestBody.pointer);
    }
  },
});

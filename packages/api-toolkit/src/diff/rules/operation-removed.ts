import { defineRule } from '../rule.js';

export default defineRule({
  id: 'operation-removed',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Every call to the operation now fails and the generated client loses the method.',
  action: 'Stop calling the operation; move to its replacement named in the changelog.',
  check({ baseOperation, headOperation }, report) {
    if (baseOperation && !headOperation) {
      report(`${baseOperation.method.toUpperCase()} ${baseOperation.path} was removed.`, baseOperation.pointer);
    }
  },
});

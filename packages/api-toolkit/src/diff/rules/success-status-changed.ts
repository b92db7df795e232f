import { defineRule } from '../rule.js';

const successes = (statuses: { status: string }[]) => statuses.map((r) => r.status).filter((s) => s.startsWith('2'));

export default defineRule({
  id: 'success-status-changed',
  level: 'breaking',
  subject: 'operation',
  rationale: 'Clients branch on the success status; a status they were promised no longer comes.',
  action: 'Handle the new success status (regenerate the client).',
  check({ baseOperation, headOperation }, report) {
    if (!baseOperation || !headOperation) return;
    const head = successes(headOperation.responses);
    const gone = successes(baseOperation.responses).filter((status) => !head.includes(status));
    if (gone.length > 0)
      report(
        `Success status ${gone.join(', ')} is now ${head.join(', ') || 'none'}.`,
        `${headOperation.pointer}/responses`,
      );
  },
});

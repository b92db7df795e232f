import type { StatefulStep } from '../check-helpers/journey.js';
import { bodyOf, call, documentedCode } from '../check-helpers/request.js';

export const statefulDuplicateAccount: StatefulStep = {
  name: 'stateful_duplicate_account',
  severity: 'major',
  summary: 'Registering the same account again gets 409 with the documented conflict code.',
  operationId: 'createAccount',
  async run(t, state, ctx) {
    const first = state.accounts[0];
    if (!first) return t.skip('no account was registered');
    const again = await call(t, ctx, 'createAccount', { body: first.request });
    const code = documentedCode(ctx, 'createAccount', '409');
    if (again.response?.status === 409 && (code === undefined || bodyOf(again).code === code)) t.pass();
    else
      t.fail(
        `registering ${String(first.created.id)} again got ${again.response?.status ?? again.error} ${String(bodyOf(again).code ?? '')}, expected 409 ${code ?? ''}`,
        again,
        'responses/409',
      );
  },
};

import type { StatefulStep } from '../check-helpers/journey.js';
import { SET_NAME } from '../check-helpers/networks.js';
import { bodyOf, call, exampleWhere } from '../check-helpers/request.js';

export const statefulRename: StatefulStep = {
  name: 'stateful_rename',
  severity: 'major',
  summary: 'setName on each new account returns the renamed account, and the new name reads back.',
  operationId: 'updateAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', SET_NAME);
    if (!example) return t.skip('the contract has no setName example');
    if (state.accounts.length === 0) return t.skip('no account was registered');
    for (const account of state.accounts) {
      const id = String(account.created.id);
      const name = `${ctx.runPrefix} renamed`;
      const renamed = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body: { ...example, name } });
      const read =
        renamed.response?.status === 200 ? await call(t, ctx, 'getAccount', { path: { accountId: id } }) : renamed;
      if (bodyOf(renamed).name === name && read.response?.status === 200 && bodyOf(read).name === name) {
        t.pass();
        account.created = bodyOf(read);
      } else
        t.fail(
          `renaming ${id} got ${renamed.response?.status ?? renamed.error}; read back name ${JSON.stringify(bodyOf(read).name)}`,
          read,
          'name',
        );
    }
  },
};

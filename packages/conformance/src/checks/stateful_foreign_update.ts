import { fillPath } from '../http/exchange.js';
import { SET_NAME } from '../check-helpers/networks.js';
import type { StatefulStep } from '../check-helpers/journey.js';
import { bodyOf, call, exampleWhere } from '../check-helpers/request.js';

export const statefulForeignUpdate: StatefulStep = {
  name: 'stateful_foreign_update',
  severity: 'critical',
  summary: "Another organization's session cannot rename this run's accounts: 404, and the name reads back unchanged.",
  operationId: 'updateAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', SET_NAME);
    const op = ctx.operation('updateAccount');
    if (!example || !op) return t.skip('the contract has no setName example');
    if (ctx.http.credentials.otherSession === undefined)
      return t.skip("no second organization's key (--other-api-key)");
    if (state.accounts.length === 0) return t.skip('no account was registered');
    for (const account of state.accounts) {
      const id = String(account.created.id);
      const attempt = await t.send({
        operationId: op.operationId,
        method: op.method,
        path: fillPath(op.path, { accountId: id }),
        credential: 'otherSession',
        body: { ...example, name: `${ctx.runPrefix} foreign rename` },
      });
      const read = await call(t, ctx, 'getAccount', { path: { accountId: id } });
      if (attempt.response?.status === 404 && bodyOf(read).name === account.created.name) t.pass();
      else
        t.fail(
          `the other organization's rename of ${id} got ${attempt.response?.status ?? attempt.error}; name now ${JSON.stringify(bodyOf(read).name)}`,
          attempt,
          'tenancy',
        );
    }
  },
};

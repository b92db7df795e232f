import type { ScenarioCheck } from '../check-helpers/check.js';
import { fillPath } from '../http/exchange.js';
import { detailOf, isList, pathParameters } from '../contract/operations.js';
import { itemId } from '../run/walk.js';
import { sample } from './list_detail_agreement.js';

export const tenantIsolation: ScenarioCheck = {
  kind: 'scenario',
  name: 'tenant_isolation',
  severity: 'critical',
  summary: "Another organization's session lists none of this organization's items and reads each of them as 404.",
  appliesTo: (op, ctx) =>
    isList(op)
      ? ctx.http.credentials.otherSession !== undefined || "no second organization's key (--other-api-key)"
      : false,
  async run(t, op, ctx) {
    const [mine, theirs] = await Promise.all([ctx.walker.reference(op), ctx.walker.reference(op, [], 'otherSession')]);
    for (const walk of [mine, theirs]) if (walk.problem) return t.fail(walk.problem.message, walk.problem.exchange);
    if (mine.items.length === 0) return t.skip('this organization has no items to protect');
    const own = new Set(mine.items.map(itemId));
    const leaked = theirs.items.find((item) => own.has(itemId(item)));
    if (leaked) t.fail(`the other organization's list includes ${itemId(leaked)}`, theirs.pages[0], 'tenancy');
    else t.pass();
    const detail = detailOf(op, ctx.contract.operations);
    if (!detail) return;
    const idParameter = pathParameters(detail)[0]!.name;
    for (const item of sample(mine.items, 3)) {
      const exchange = await t.send({
        operationId: detail.operationId,
        method: 'get',
        path: fillPath(detail.path, { [idParameter]: itemId(item) }),
        credential: 'otherSession',
      });
      if (exchange.response?.status === 404) t.pass();
      else
        t.fail(
          `the other organization reads ${itemId(item)} with ${exchange.response?.status ?? exchange.error}, expected 404`,
          exchange,
          'tenancy',
        );
    }
  },
};

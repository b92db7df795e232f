// "Calling the exchange again with the same key issues a new JWT and the previous one stays valid until its own
// expiry": exchange a second time, then read with both tokens.
import type { ScenarioCheck } from '../check-helpers/check.js';
import { isList, isTokenExchange, usesSession } from '../contract/operations.js';

export const sessionReexchange: ScenarioCheck = {
  kind: 'scenario',
  name: 'session_reexchange',
  severity: 'major',
  summary: 'Exchanging the key again issues a new session token, and the previous one keeps working.',
  appliesTo: isTokenExchange,
  async run(t, op, ctx) {
    const probe = ctx.contract.operations.find((candidate) => isList(candidate) && usesSession(candidate));
    const first = ctx.http.credentials.session;
    if (!probe || first === undefined)
      return t.skip(probe ? 'no session token from the first exchange' : 'no list operation to read with');
    const again = await t.send({ operationId: op.operationId, method: op.method, path: op.path, credential: 'apiKey' });
    const body = (again.response?.json ?? {}) as Record<string, unknown>;
    const token = body[ctx.contract.tokenField];
    const second = typeof token === 'string' ? token : undefined;
    if (again.response?.status !== 200 || second === undefined)
      return t.fail(`the second exchange got ${again.response?.status ?? again.error} without a token`, again);
    if (second === first)
      t.fail('the second exchange returned the same token, not a new one', again, ctx.contract.tokenField);
    else t.pass();
    for (const [label, credential] of [
      ['the previous token', 'session'],
      ['the new token', { authorization: `Bearer ${second}` }],
    ] as const) {
      const read = await t.send({
        operationId: probe.operationId,
        method: probe.method,
        path: probe.path,
        query: [[probe.pagination!.limitParam, '1']],
        credential,
      });
      if (read.response?.status === 200) t.pass();
      else
        t.fail(
          `after a second exchange, a read with ${label} got ${read.response?.status ?? read.error}`,
          read,
          'previous token stays valid',
        );
    }
  },
};

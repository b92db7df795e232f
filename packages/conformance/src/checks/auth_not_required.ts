import type { ScenarioCheck } from '../check-helpers/check.js';
import { isPublic, isTokenExchange } from '../contract/operations.js';

export const authNotRequired: ScenarioCheck = {
  kind: 'scenario',
  name: 'auth_not_required',
  severity: 'critical',
  summary:
    'Public endpoints answer with no or any credentials; the token exchange takes the API key, never a session token or nothing.',
  appliesTo: (op) => isPublic(op) || isTokenExchange(op),
  async run(t, op, ctx) {
    if (isPublic(op)) {
      // A public endpoint neither needs nor looks at credentials: none, or a token that would not verify.
      for (const [label, credential] of [
        ['without credentials', 'none'],
        ['with an unverifiable bearer', { authorization: 'Bearer not-a-session' }],
      ] as const) {
        const exchange = await t.send({ operationId: op.operationId, method: op.method, path: op.path, credential });
        const status = exchange.response?.status ?? 0;
        if (status >= 200 && status < 300) t.pass();
        else t.fail(`${label} got ${status || exchange.error}`, exchange, 'security: []');
      }
      return;
    }
    const session = ctx.http.credentials.session;
    const attempts = [
      {
        label: 'a session token instead of the API key',
        credential: session === undefined ? undefined : { authorization: `Bearer ${session}` },
      },
      { label: 'no credentials', credential: 'none' as const },
    ];
    for (const attempt of attempts) {
      if (attempt.credential === undefined) continue;
      const exchange = await t.send({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        credential: attempt.credential,
      });
      if (exchange.response?.status === 401) t.pass();
      else
        t.fail(
          `token exchange with ${attempt.label} got ${exchange.response?.status ?? exchange.error}, expected 401`,
          exchange,
          'security',
        );
    }
  },
};

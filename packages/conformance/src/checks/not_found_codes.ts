import type { ScenarioCheck } from '../check-helpers/check.js';
import { errorBody } from '../cases/expectations.js';
import { freshUuid } from '../cases/values.js';
import { fillPath } from '../http/exchange.js';
import { isRead, pathParameters, usesSession } from '../contract/operations.js';

export const notFoundCodes: ScenarioCheck = {
  kind: 'scenario',
  name: 'not_found_codes',
  severity: 'major',
  summary: "An unknown (well-formed) id gets 404 with the resource's own code, not the generic one.",
  appliesTo: (op) => isRead(op) && usesSession(op) && pathParameters(op).some((p) => p.notFoundCode !== undefined),
  async run(t, op) {
    const values = Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()]));
    const exchange = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: fillPath(op.path, values),
      credential: 'session',
    });
    // The code the contract declares for an unknown id of the path's resource (`x-not-found`).
    const expected = pathParameters(op).flatMap((p) => (p.notFoundCode === undefined ? [] : [p.notFoundCode]));
    const code = errorBody(exchange).code;
    if (exchange.response?.status === 404 && typeof code === 'string' && expected.includes(code)) t.pass();
    else
      t.fail(
        `unknown id got ${exchange.response?.status ?? exchange.error} ${String(code ?? '')}, expected 404 ${expected.join(' or ')}`,
        exchange,
        'responses/404',
      );
  },
};

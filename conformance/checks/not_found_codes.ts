import type { ScenarioCheck } from '../check.js';
import { errorBody, genericNotFoundCode } from '../cases/expectations.js';
import { freshUuid } from '../cases/values.js';
import { fillPath } from '../http/exchange.js';
import { isRead, pathParameters, usesSession } from '../operations.js';

export const notFoundCodes: ScenarioCheck = {
  kind: 'scenario',
  name: 'not_found_codes',
  severity: 'major',
  summary: "An unknown (well-formed) id gets 404 with the resource's own code, not the generic one.",
  appliesTo: (op) => isRead(op) && usesSession(op) && pathParameters(op).length > 0,
  async run(t, op, ctx) {
    const values = Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()]));
    const exchange = await t.send({ operationId: op.operationId, method: op.method, path: fillPath(op.path, values), credential: 'session' });
    const codes = op.responses['404']?.codes ?? [];
    const generic = genericNotFoundCode(ctx.contract);
    const specific = codes.filter((code) => code !== generic);
    const expected = specific.length === 1 ? specific : codes;
    const code = errorBody(exchange).code;
    if (exchange.response?.status === 404 && typeof code === 'string' && (expected.length === 0 || expected.includes(code))) t.pass();
    else t.fail(`unknown id got ${exchange.response?.status ?? exchange.error} ${String(code ?? '')}, expected 404 ${expected.join(' or ')}`, exchange, 'responses/404');
  },
};

import type { ScenarioCheck } from '../check-helpers/check.js';
import { isPublic, isRead } from '../contract/operations.js';

const ORIGIN = 'https://conformance.example';

export const corsOnMetrics: ScenarioCheck = {
  kind: 'scenario',
  name: 'cors_on_metrics',
  severity: 'minor',
  summary: 'Public endpoints allow any origin, on the request and on the preflight.',
  appliesTo: (op) => isPublic(op) && isRead(op),
  async run(t, op) {
    const allowed = (value: string | undefined) => value === '*' || value === ORIGIN;
    const simple = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      credential: 'none',
      headers: { origin: ORIGIN },
    });
    if (allowed(simple.response?.headers['access-control-allow-origin'])) t.pass();
    else
      t.fail(
        `Access-Control-Allow-Origin is ${simple.response?.headers['access-control-allow-origin'] ?? 'absent'}`,
        simple,
        'Access-Control-Allow-Origin',
      );
    const preflight = await t.send({
      operationId: op.operationId,
      documented: false,
      method: 'options',
      path: op.path,
      credential: 'none',
      headers: { origin: ORIGIN, 'access-control-request-method': op.method.toUpperCase() },
    });
    const status = preflight.response?.status ?? 0;
    if (status >= 200 && status < 300 && allowed(preflight.response?.headers['access-control-allow-origin'])) t.pass();
    else
      t.fail(
        `preflight got ${status || preflight.error} with Access-Control-Allow-Origin ${preflight.response?.headers['access-control-allow-origin'] ?? 'absent'}`,
        preflight,
        'OPTIONS',
      );
  },
};

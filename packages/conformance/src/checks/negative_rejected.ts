import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { CheckRun, RunContext, ScenarioCheck } from '../check-helpers/check.js';
import { invalidBodies, validExamples } from '../cases/body.js';
import { rejectionProblem } from '../cases/expectations.js';
import { negativeQueryCases } from '../cases/query.js';
import { freshUuid, MALFORMED_ID } from '../cases/values.js';
import { parameterSchema } from '../contract/contract.js';
import { fillPath } from '../http/exchange.js';
import { isList, isRead, pathParameters } from '../contract/operations.js';

async function queryCases(t: CheckRun, op: OperationSpec, ctx: RunContext): Promise<void> {
  const { cases, ungenerated } = negativeQueryCases(ctx.contract, op, ctx.walker.limits(op));
  for (const rule of ungenerated)
    t.fail(`x-query-rules has '${rule}' but the runner has no case generator for it`, undefined, rule);
  for (const testCase of cases) {
    const exchange = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      query: testCase.query,
      ...(testCase.encodeCommas ? { encodeCommas: true } : {}),
      credential: 'session',
    });
    const problem = rejectionProblem(ctx.contract, exchange, testCase.field);
    if (problem) t.fail(`invalid query '${testCase.name}': ${problem}`, exchange, testCase.rule);
    else t.pass();
  }
}

/** Path parameters whose schema constrains the shape (uuid, pattern) get a malformed value. */
async function pathCases(t: CheckRun, op: OperationSpec, ctx: RunContext, body?: unknown): Promise<void> {
  for (const parameter of pathParameters(op)) {
    const schema = parameterSchema(ctx.contract, op, parameter);
    if (schema.format !== 'uuid' && typeof schema.pattern !== 'string') continue;
    const values = Object.fromEntries(
      pathParameters(op).map((p) => [p.name, p === parameter ? MALFORMED_ID : freshUuid()]),
    );
    const exchange = await t.send({
      operationId: op.operationId,
      method: op.method,
      path: fillPath(op.path, values),
      credential: 'session',
      body,
    });
    const problem = rejectionProblem(ctx.contract, exchange, parameter.name);
    if (problem)
      t.fail(`malformed ${parameter.name}: ${problem}`, exchange, schema.format === 'uuid' ? 'format' : 'pattern');
    else t.pass();
  }
}

/** Bodies each violating one constraint; sent only with --allow-writes, as a faulty server could store them. */
async function bodyCases(t: CheckRun, op: OperationSpec, ctx: RunContext): Promise<void> {
  const path = fillPath(op.path, Object.fromEntries(pathParameters(op).map((p) => [p.name, freshUuid()])));
  const send = (body: { body?: unknown; rawBody?: string }) =>
    t.send({ operationId: op.operationId, method: op.method, path, credential: 'session', ...body });
  const malformed = await send({ rawBody: '{"unterminated": ' });
  const status = malformed.response?.status;
  if (status === 400) t.pass();
  else t.fail(`malformed JSON body got ${status ?? malformed.error}, expected 400`, malformed, 'json');
  for (const invalid of invalidBodies(ctx.contract, op)) {
    const exchange = await send({ body: invalid.body });
    const problem = rejectionProblem(ctx.contract, exchange, invalid.field);
    if (problem) t.fail(`invalid body (${invalid.name}): ${problem}`, exchange, invalid.keyword);
    else t.pass();
  }
}

export const negativeRejected: ScenarioCheck = {
  kind: 'scenario',
  name: 'negative_rejected',
  severity: 'major',
  summary:
    'Every generated invalid request (x-query-rules, out-of-set values, limit bounds, malformed ids, bodies violating each constraint) gets 400 naming the parameter.',
  appliesTo(op, ctx) {
    if (isRead(op)) return isList(op) || pathParameters(op).length > 0;
    if (op.requestBody) return ctx.allowWrites || 'sends request bodies; needs --allow-writes';
    return false;
  },
  async run(t, op, ctx) {
    if (isList(op)) await queryCases(t, op, ctx);
    await pathCases(t, op, ctx, isRead(op) ? undefined : validExamples(ctx.contract, op)[0]);
    if (!isRead(op)) await bodyCases(t, op, ctx);
  },
};

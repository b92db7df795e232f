import type { ScenarioCheck } from '../check.js';
import { errorBody, validationCode } from '../cases/expectations.js';
import { randomQueries } from '../cases/random.js';
import { isList } from '../operations.js';

const QUERIES_PER_OPERATION = 40;

export const randomInputs: ScenarioCheck = {
  kind: 'scenario',
  name: 'random_inputs',
  summary: 'Seeded random queries (real and hostile names and values, mixed) each get 200 or 400 with the validation code.',
  appliesTo: isList,
  async run(t, op, ctx) {
    for (const [index, query] of randomQueries(op, ctx.seed, QUERIES_PER_OPERATION).entries()) {
      const exchange = await t.send({ operationId: op.operationId, method: op.method, path: op.path, query, credential: 'session' });
      const status = exchange.response?.status;
      if (status === 200 || (status === 400 && errorBody(exchange).code === validationCode(ctx.contract))) t.pass();
      else t.fail(`random query ${index + 1} of seed ${ctx.seed} got ${status ?? exchange.error} ${String(errorBody(exchange).code ?? '')}`, exchange, `seed ${ctx.seed}`);
    }
  },
};

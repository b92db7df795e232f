import type { ScenarioCheck } from '../check-helpers/check.js';
import { errorBody, validationCode } from '../cases/expectations.js';
import { randomQueries } from '../cases/random.js';
import { shrinkQuery } from '../cases/shrink.js';
import type { Exchange, QueryPairs } from '../http/exchange.js';
import { isList } from '../contract/operations.js';

const QUERIES_PER_OPERATION = 40;

export const randomInputs: ScenarioCheck = {
  kind: 'scenario',
  name: 'random_inputs',
  severity: 'major',
  summary:
    'Seeded random queries (real and hostile names and values, mixed) each get 200 or 400 with the validation code; a failing one is shrunk before it is reported.',
  appliesTo: isList,
  async run(t, op, ctx) {
    const send = (query: QueryPairs) =>
      t.send({ operationId: op.operationId, method: op.method, path: op.path, query, credential: 'session' });
    const outcome = (exchange: Exchange) =>
      `${exchange.response?.status ?? exchange.error} ${String(errorBody(exchange).code ?? '')}`.trim();
    const accepted = (exchange: Exchange) => {
      const status = exchange.response?.status;
      return status === 200 || (status === 400 && errorBody(exchange).code === validationCode(ctx.contract));
    };
    for (const [index, query] of randomQueries(op, ctx.seed, QUERIES_PER_OPERATION).entries()) {
      const exchange = await send(query);
      if (accepted(exchange)) {
        t.pass();
        continue;
      }
      // Shrink while the answer stays the same wrong one, and report the smallest request that still gets it.
      const wrong = outcome(exchange);
      let smallest = exchange;
      const shrunk = await shrinkQuery(query, async (candidate) => {
        const attempt = await send(candidate);
        if (accepted(attempt) || outcome(attempt) !== wrong) return false;
        smallest = attempt;
        return true;
      });
      const note =
        shrunk.steps > 0
          ? `, shrunk in ${shrunk.steps} steps from ${query.length} parameters to ${shrunk.query.length}`
          : '';
      t.fail(`random query ${index + 1} of seed ${ctx.seed} got ${wrong}${note}`, smallest, `seed ${ctx.seed}`);
    }
  },
};

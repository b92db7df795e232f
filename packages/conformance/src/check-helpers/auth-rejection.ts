// The shared shape of the 401 checks: one forged or missing credential, a 401 with a given `context.reason`.
import type { UnauthorizedReason } from '@ausd/client/types';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { RunContext, ScenarioCheck } from './check.js';
import { authProbe, authProbeApplies } from '../run/auth.js';
import { errorBody } from '../cases/expectations.js';
import type { Credential } from '../http/exchange.js';

interface Forgery {
  label: string;
  credential(ctx: RunContext): Credential | undefined;
}

export function authRejection(
  name: string,
  summary: string,
  /** One of the contract's reasons: renaming it there fails the type-check here. */
  reason: UnauthorizedReason,
  forgeries: Forgery[],
): ScenarioCheck {
  return {
    kind: 'scenario',
    name,
    // A forged credential that gets through is a breach, not a deviation.
    severity: 'critical',
    summary,
    appliesTo: authProbeApplies,
    async run(t, op: OperationSpec, ctx) {
      for (const forgery of forgeries) {
        const credential = forgery.credential(ctx);
        if (credential === undefined) {
          t.skip(`no session token to forge ${forgery.label} from`);
          continue;
        }
        const exchange = await t.send(authProbe(op, ctx, credential));
        const got = errorBody(exchange).context?.reason;
        if (exchange.response?.status === 401 && got === reason) t.pass();
        else
          t.fail(
            `${forgery.label}: got ${exchange.response?.status ?? exchange.error} reason ${JSON.stringify(got)}, expected 401 ${reason}`,
            exchange,
            `context.reason=${reason}`,
          );
      }
    },
  };
}

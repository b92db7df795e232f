import { validationCode } from '../cases/expectations.js';
import { isEvmWallet, type StatefulStep } from '../check-helpers/journey.js';
import { networkEntitlements, PENDING, REQUEST_ENTITLEMENT } from '../check-helpers/networks.js';
import { bodyOf, call, documentedCode, exampleWhere } from '../check-helpers/request.js';

export const statefulRequestEntitlement: StatefulStep = {
  name: 'stateful_request_entitlement',
  severity: 'major',
  summary:
    'Requesting an entitlement is accepted (or refused as not requestable); requesting it a second time is refused as not requestable.',
  operationId: 'updateAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', REQUEST_ENTITLEMENT);
    const wallet = state.accounts.find((a) => isEvmWallet(a.created));
    if (!example || !wallet)
      return t.skip(example ? 'no EVM wallet was registered' : 'the contract has no requestEntitlement example');
    const id = String(wallet.created.id);
    const body: Record<string, unknown> = { ...example, network: state.addedNetwork ?? example.network };
    const refusal = documentedCode(ctx, 'updateAccount', '400', validationCode(ctx.contract));
    const refused = (exchange: Awaited<ReturnType<typeof call>>) =>
      exchange.response?.status === 400 && (refusal === undefined || bodyOf(exchange).code === refusal);
    const first = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body });
    const granted = first.response?.status === 200;
    if (state.addedNetwork !== undefined && (granted || refused(first)))
      state.entitlementRequest = { network: state.addedNetwork, entitlement: String(body.entitlement), granted };
    if (
      granted &&
      !networkEntitlements(bodyOf(first), String(body.network), PENDING).includes(String(body.entitlement))
    ) {
      t.fail(
        `accepted, but ${String(body.entitlement)} is not ${PENDING} on ${String(body.network)}`,
        first,
        'networks',
      );
    } else if (granted || refused(first)) t.pass();
    else
      t.fail(
        `first request got ${first.response?.status ?? first.error} ${String(bodyOf(first).code ?? '')}`,
        first,
        REQUEST_ENTITLEMENT,
      );
    const second = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body });
    if (refused(second)) t.pass();
    else
      t.fail(
        `second request got ${second.response?.status ?? second.error} ${String(bodyOf(second).code ?? '')}, expected 400 ${refusal ?? ''}`,
        second,
        'responses/400',
      );
  },
};

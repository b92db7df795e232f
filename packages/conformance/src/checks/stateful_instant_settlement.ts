// "Registering a wallet starts a mint entitlement, and an instant_settlement entitlement where supported": which
// networks support it is not given, so the step proves the rule by agreement rather than by a list. On a wallet
// the journey registered, every entitlement registration started is still pending (the API never auto-approves),
// and requesting it on a registered network is refused as not requestable: present where supported, unsupported
// elsewhere. A wallet registered fresh on the network the journey added through addNetwork holds it exactly when
// the request on that added network was granted.
import { validationCode } from '../cases/expectations.js';
import { isEvmWallet, type StatefulStep } from '../check-helpers/journey.js';
import {
  networkEntitlements,
  PENDING,
  requestedNetworks,
  WALLET,
  REQUEST_ENTITLEMENT,
} from '../check-helpers/networks.js';
import { bodyOf, call, documentedCode, exampleWhere, examples, successStatus } from '../check-helpers/request.js';
import { uniqueRegistration } from '../check-helpers/unique.js';

export const statefulInstantSettlement: StatefulStep = {
  name: 'stateful_instant_settlement',
  severity: 'major',
  summary:
    'Registration starts the requestable entitlement where supported: pending on the new wallet, not requestable again on any registered network, and present on a fresh wallet exactly where a request after addNetwork was granted.',
  operationId: 'createAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', REQUEST_ENTITLEMENT);
    if (!example) return t.skip('the contract has no requestEntitlement example');
    const entitlement = String(example.entitlement);
    const wallets = state.accounts.filter((a) => a.created.kind === WALLET);
    if (wallets.length === 0) return t.skip('no wallet was registered');
    const refusal = documentedCode(ctx, 'updateAccount', '400', validationCode(ctx.contract));
    for (const wallet of wallets) {
      const id = String(wallet.created.id);
      for (const network of requestedNetworks(wallet.request)) {
        const held = networkEntitlements(wallet.created, network).filter((type) => type === entitlement).length;
        const pending = networkEntitlements(wallet.created, network, PENDING).filter((type) => type === entitlement);
        if (pending.length !== held) {
          t.fail(`${entitlement} started by registering ${id} on ${network} is not ${PENDING}`, undefined, 'networks');
          continue;
        }
        const request = await call(t, ctx, 'updateAccount', {
          path: { accountId: id },
          body: { ...example, network },
        });
        if (request.response?.status === 400 && (refusal === undefined || bodyOf(request).code === refusal)) t.pass();
        else
          t.fail(
            `requesting ${entitlement} on ${network}, where ${id} was registered, got ${request.response?.status ?? request.error} ${String(bodyOf(request).code ?? '')}, expected 400 ${refusal ?? ''}${request.response?.status === 200 && !held ? `: the network supports it, yet registration had not started it` : ''}`,
            request,
            REQUEST_ENTITLEMENT,
          );
      }
    }
    // The same network reached both ways must agree on whether it supports the entitlement.
    const asked = state.entitlementRequest;
    const evm = examples(ctx, 'createAccount').find((body) => isEvmWallet(body));
    if (!asked || asked.entitlement !== entitlement || !evm) return;
    const fresh: Record<string, unknown> = {
      ...uniqueRegistration(evm, `${ctx.runPrefix} ${entitlement}`),
      networks: [asked.network],
    };
    const created = await call(t, ctx, 'createAccount', { body: fresh });
    const account = bodyOf(created);
    if (created.response?.status !== successStatus(ctx, 'createAccount') || typeof account.id !== 'string')
      return t.fail(
        `registering a wallet on ${asked.network} got ${created.response?.status ?? created.error}`,
        created,
        'createAccount',
      );
    ctx.created.push({ kind: 'account (wallet)', id: account.id, name: String(fresh.name) });
    const started = networkEntitlements(account, asked.network).includes(entitlement);
    const pending = networkEntitlements(account, asked.network, PENDING).includes(entitlement);
    if (started === asked.granted && started === pending) t.pass();
    else
      t.fail(
        started && !pending
          ? `registering on ${asked.network} started ${entitlement} in a status other than ${PENDING}`
          : `registering on ${asked.network} ${started ? 'started' : 'did not start'} ${entitlement}, but requesting it there after addNetwork was ${asked.granted ? 'granted' : 'refused'}`,
        created,
        'networks',
      );
  },
};

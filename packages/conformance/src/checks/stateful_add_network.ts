import { isEvmWallet, type StatefulStep } from '../check-helpers/journey.js';
import { chainsOf, MINT, networkEntitlements, ADD_NETWORK } from '../check-helpers/networks.js';
import { bodyOf, call, documentedCode, exampleWhere } from '../check-helpers/request.js';

export const statefulAddNetwork: StatefulStep = {
  name: 'stateful_add_network',
  severity: 'major',
  summary:
    'addNetwork registers the EVM wallet on another network with a mint entitlement there; adding it again gets 409.',
  operationId: 'updateAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', ADD_NETWORK);
    const wallet = state.accounts.find((a) => isEvmWallet(a.created));
    if (!example || !wallet)
      return t.skip(example ? 'no EVM wallet was registered' : 'the contract has no addNetwork example');
    const id = String(wallet.created.id);
    const network = String(example.network);
    if (chainsOf(wallet.created).includes(network)) return t.skip(`the wallet already holds ${network}`);
    const added = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body: example });
    if (added.response?.status !== 200 || !networkEntitlements(bodyOf(added), network).includes(MINT)) {
      return t.fail(
        `adding ${network} to ${id} got ${added.response?.status ?? added.error} without a ${MINT} entitlement there`,
        added,
        'networks',
      );
    }
    state.addedNetwork = network;
    wallet.created = bodyOf(added);
    t.pass();
    const again = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body: example });
    const code = documentedCode(ctx, 'updateAccount', '409');
    if (again.response?.status === 409 && (code === undefined || bodyOf(again).code === code)) t.pass();
    else
      t.fail(
        `adding ${network} again got ${again.response?.status ?? again.error}, expected 409 ${code ?? ''}`,
        again,
        'responses/409',
      );
  },
};

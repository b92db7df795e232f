import { isEvmWallet, type StatefulStep } from './journey.js';
import { bodyOf, call, documentedCode, exampleWhere } from './request.js';

const chains = (account: Record<string, unknown>) => (Array.isArray(account.networks) ? account.networks : []).map((n) => String((n as { chain?: unknown }).chain));

export const statefulAddNetwork: StatefulStep = {
  name: 'stateful_add_network',
  summary: 'addNetwork registers the EVM wallet on another network (which then reads back); adding it again gets 409.',
  operationId: 'updateAccount',
  async run(t, state, ctx) {
    const example = exampleWhere(ctx, 'updateAccount', 'operation', 'addNetwork');
    const wallet = state.accounts.find((a) => isEvmWallet(a.created));
    if (!example || !wallet) return t.skip(example ? 'no EVM wallet was registered' : 'the contract has no addNetwork example');
    const id = String(wallet.created.id);
    const network = String(example.network);
    if (chains(wallet.created).includes(network)) return t.skip(`the wallet already holds ${network}`);
    const added = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body: example });
    if (added.response?.status !== 200 || !chains(bodyOf(added)).includes(network)) {
      return t.fail(`adding ${network} to ${id} got ${added.response?.status ?? added.error} without the network listed`, added, 'networks');
    }
    state.addedNetwork = network;
    wallet.created = bodyOf(added);
    t.pass();
    const again = await call(t, ctx, 'updateAccount', { path: { accountId: id }, body: example });
    const code = documentedCode(ctx, 'updateAccount', '409');
    if (again.response?.status === 409 && (code === undefined || bodyOf(again).code === code)) t.pass();
    else t.fail(`adding ${network} again got ${again.response?.status ?? again.error}, expected 409 ${code ?? ''}`, again, 'responses/409');
  },
};

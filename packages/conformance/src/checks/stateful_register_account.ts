import { isDeepStrictEqual } from 'node:util';
import { canonicalIdentity } from '@ausd/client/internal';
import { operations } from '@ausd/contract-facts/operations';
import type { StatefulStep } from '../check-helpers/journey.js';
import { MINT, networkEntitlements, requestedNetworks } from '../check-helpers/networks.js';
import { bodyOf, call, examples, successStatus } from '../check-helpers/request.js';
import { uniqueRegistration } from '../check-helpers/unique.js';

export const statefulRegisterAccount: StatefulStep = {
  name: 'stateful_register_account',
  severity: 'major',
  summary:
    'Each registration example (made unique) is created (a wallet with a mint entitlement on every requested network) and reads back identical.',
  operationId: 'createAccount',
  async run(t, state, ctx) {
    const expected = successStatus(ctx, 'createAccount');
    for (const [index, example] of examples(ctx, 'createAccount').entries()) {
      const request = uniqueRegistration(example, `${ctx.runPrefix} account ${index + 1}`);
      const created = await call(t, ctx, 'createAccount', { body: request });
      const account = bodyOf(created);
      if (created.response?.status !== expected || typeof account.id !== 'string') {
        t.fail(
          `registering a ${String(request.kind)} got ${created.response?.status ?? created.error}, expected ${expected}`,
          created,
          'createAccount',
        );
        continue;
      }
      ctx.created.push({ kind: `account (${String(account.kind)})`, id: account.id, name: String(request.name) });
      state.accounts.push({ request, created: account });
      // The same address by the contract's identity rule (`x-identity`): an EVM address in any case, others as sent.
      const sameAddress = (address: string) => canonicalIdentity(operations.createAccount.identity.address, address);
      if (
        typeof request.address === 'string' &&
        sameAddress(String(account.address)) !== sameAddress(request.address)
      ) {
        t.fail(`registered address ${request.address} reads as ${String(account.address)}`, created, 'address');
        continue;
      }
      const missing = requestedNetworks(request).filter((chain) => !networkEntitlements(account, chain).includes(MINT));
      if (missing.length > 0) {
        t.fail(`the new wallet has no ${MINT} entitlement on ${missing.join(', ')}`, created, 'networks');
        continue;
      }
      const read = await call(t, ctx, 'getAccount', { path: { accountId: account.id } });
      if (read.response?.status === 200 && isDeepStrictEqual(bodyOf(read), account)) t.pass();
      else
        t.fail(
          `the new account ${account.id} reads back as ${read.response?.status ?? read.error} with a different body`,
          read,
          'getAccount',
        );
    }
  },
};

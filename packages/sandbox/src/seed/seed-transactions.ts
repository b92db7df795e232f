// Seeded settled transactions of all five types across chains, with legs of every detail type and both
// instant and standard settlement. The first few follow a fixed plan so every combination exists whatever
// the count; the rest are drawn from the seeded generator. Some share an initiatedAt so ties are exercised.
import { bankCurrency, displayAddress } from '../accounts/account-records.js';
import { entitlementStatuses } from '../accounts/entitlement-statuses.js';
import type { CounterpartyWithAmounts, Counterparty, Leg, LegDetail, WalletCounterparty } from '../api-types.js';
import type { TenantContext } from '../context.js';
import { formatMicros } from '../money.js';
import type { RouteRow } from '../routes/route-records.js';
import { currenciesOf, depositCurrencies, transactionTypeOf, type Topology } from '../routes/topology.js';
import { customerBank, serviceBankParty, serviceWallet } from '../settlement/counterparties.js';
import { writeTransactions, type SettledTransaction } from '../transactions/transaction-records.js';
import type { Prng } from '@ausd/contract-model/seeded-random';
import type { AddressFormat, TransactionType } from '@ausd/client/types';
import type { SeededAccounts, SeededWallet } from './seed-accounts.js';
import type { SeedProgress } from './progress.js';

type Kind =
  | 'mint_wire'
  | 'mint_book'
  | 'mint_stablecoin'
  | 'redeem_wire'
  | 'redeem_instant'
  | 'redeem_book'
  | 'redeem_tokens'
  | 'bridge'
  | 'reward'
  | 'return';

const FIXED_PLAN: Kind[] = [
  'mint_wire',
  'mint_book',
  'mint_stablecoin',
  'redeem_wire',
  'redeem_instant',
  'redeem_book',
  'redeem_tokens',
  'bridge',
  'reward',
  'return',
];
const WEIGHTED: Kind[] = [
  ...Array<Kind>(5).fill('mint_wire'),
  'mint_book',
  ...Array<Kind>(3).fill('mint_stablecoin'),
  ...Array<Kind>(3).fill('redeem_wire'),
  ...Array<Kind>(2).fill('redeem_instant'),
  'redeem_book',
  ...Array<Kind>(2).fill('redeem_tokens'),
  ...Array<Kind>(3).fill('bridge'),
  ...Array<Kind>(2).fill('reward'),
  ...Array<Kind>(2).fill('return'),
];

/** Progress is reported (and the transactions drawn so far written) every this many transactions. */
const PROGRESS_STEP = 1000;

/** Chains no longer public that some bridges leave (by name or raw chain id), by the format of their wallets. */
const HISTORICAL_CHAINS = { ethereum: ['mantle', 'eip155:324'], solana: [] } as const satisfies Record<
  AddressFormat,
  readonly string[]
>;
const PERIOD_START = Date.parse('2025-03-01T00:00:00.000Z');
const PERIOD_SECONDS = 550 * 24 * 3600;

export async function seedTransactions(
  ctx: TenantContext,
  prng: Prng,
  accounts: SeededAccounts,
  routes: RouteRow[],
  count: number,
  onProgress?: SeedProgress,
): Promise<void> {
  // Written a progress step at a time, many rows per statement.
  let pending: SettledTransaction[] = [];
  // Wallet/chain pairs where the wallet can mint, and the organization's verified banks.
  const usable = accounts.wallets.flatMap((wallet) =>
    wallet.networks.filter(([, mint]) => entitlementStatuses[mint].mintUsable).map(([chain]) => ({ wallet, chain })),
  );
  const banks = accounts.banks.filter((bank) => bank.verified);
  let previousAt = PERIOD_START;

  const walletParty = (wallet: SeededWallet, chain: string): WalletCounterparty => ({
    kind: 'wallet',
    accountId: wallet.id,
    address: displayAddress(wallet.address, wallet.format),
    chain,
    name: wallet.name === '' ? null : wallet.name,
  });
  const hash = () => `0x${Buffer.from(prng.bytes(32)).toString('hex')}`;
  const imad = (at: number) =>
    `${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}SBXQ${String(prng.int(0, 999_999)).padStart(6, '0')}`;
  const confirmation = () => Buffer.from(prng.bytes(6)).toString('hex').toUpperCase();
  const routeFor = (topology: Topology, accountId: string, chain: string | null) => {
    const { from, to } = currenciesOf(topology);
    return (
      routes.find(
        (r) =>
          r.from_currency === from && r.to_currency === to && r.to_account_id === accountId && r.to_chain === chain,
      )?.id ?? null
    );
  };

  // The service's token (what fiat mints) and a stablecoin it takes (what a stablecoin route accepts): x-route-rules.
  const serviceToken = currenciesOf('mint_from_fiat').to;
  const stablecoin = depositCurrencies('mint_from_stablecoin')[0]!;
  for (let index = 0; index < count; index++) {
    if (index % PROGRESS_STEP === 0) {
      await writeTransactions(ctx.db, pending);
      pending = [];
      onProgress?.(index, count);
      // SQLite's queries settle without a turn of the event loop: one here lets a starting process answer its
      // connections (503) during a long seed.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const kind = index < FIXED_PLAN.length ? FIXED_PLAN[index]! : prng.pick(WEIGHTED);
    const tie = index % 25 === 24;
    const initiatedAt = tie ? previousAt : PERIOD_START + prng.int(0, PERIOD_SECONDS) * 1000;
    previousAt = initiatedAt;
    const { wallet, chain } = prng.pick(usable);
    const bank = prng.pick(banks);
    const gross = prng.int(100, 2_000_000) * 1_000_000 + prng.pick([0, 0, 250_000, 500_000, prng.int(1, 999_999)]);
    const withFee = prng.chance(0.15) && (kind.startsWith('mint') || kind.startsWith('redeem'));
    const fee = withFee ? Math.max(1_000_000, Math.round(gross * 0.0005)) : 0;
    const net = gross - fee;
    const times = [initiatedAt, initiatedAt + prng.int(30, 3600) * 1000, initiatedAt + prng.int(3601, 7200) * 1000];
    const legs: Leg[] = [];
    const leg = (
      position: number,
      amount: number,
      currency: string,
      direction: Leg['direction'],
      detail: LegDetail,
      source: Counterparty,
      recipient: Counterparty,
    ) =>
      legs.push({
        id: prng.uuid(),
        amount: formatMicros(amount),
        currency,
        direction,
        occurredAt: new Date(times[position]!).toISOString(),
        detail,
        source,
        recipient,
      });
    /** An on-chain leg: its detail is the transfer's hash. */
    const tokenLeg = (
      position: number,
      amount: number,
      currency: string,
      direction: Leg['direction'],
      source: Counterparty,
      recipient: Counterparty,
    ) => leg(position, amount, currency, direction, { type: 'token', transactionHash: hash() }, source, recipient);

    // A transaction on a route has its topology's type (`x-route-rules`); the others are the contract's own types.
    let type: TransactionType;
    let instant = false;
    let source: CounterpartyWithAmounts;
    let recipient: CounterpartyWithAmounts;
    let routeId: string | null = null;
    const customerWallet = walletParty(wallet, chain);
    const customerBankParty = customerBank(bank);

    switch (kind) {
      case 'mint_wire':
      case 'mint_book': {
        type = transactionTypeOf('mint_from_fiat');
        instant = prng.chance(0.3);
        routeId = routeFor('mint_from_fiat', wallet.id, chain);
        const { from: fiat, to: minted } = currenciesOf('mint_from_fiat');
        const rail: LegDetail =
          kind === 'mint_wire'
            ? { type: 'wire', imad: imad(times[0]!) }
            : { type: 'bookTransfer', confirmationNumber: confirmation() };
        leg(0, gross, fiat, 'TO_AGORA', rail, customerBankParty, serviceBankParty());
        if (fee > 0) leg(1, fee, fiat, 'TO_AGORA', { type: 'fee' }, customerBankParty, serviceBankParty());
        tokenLeg(2, net, minted, 'FROM_AGORA', serviceWallet(chain, null), customerWallet);
        source = { ...customerBankParty, amounts: [{ amount: formatMicros(gross), currency: fiat }] };
        recipient = { ...customerWallet, amounts: [{ amount: formatMicros(net), currency: minted }] };
        break;
      }
      case 'mint_stablecoin': {
        type = transactionTypeOf('mint_from_stablecoin');
        instant = prng.chance(0.3);
        routeId = routeFor('mint_from_stablecoin', wallet.id, chain);
        const { to: minted } = currenciesOf('mint_from_stablecoin');
        tokenLeg(0, gross, stablecoin, 'TO_AGORA', customerWallet, serviceWallet(chain, routeId));
        tokenLeg(2, gross, minted, 'FROM_AGORA', serviceWallet(chain, null), customerWallet);
        source = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: stablecoin }] };
        recipient = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: minted }] };
        break;
      }
      case 'redeem_wire':
      case 'redeem_instant':
      case 'redeem_book': {
        type = transactionTypeOf('redeem_to_fiat');
        instant = kind === 'redeem_instant';
        routeId = routeFor('redeem_to_fiat', bank.id, null);
        const { from: redeemed, to: fiat } = currenciesOf('redeem_to_fiat');
        tokenLeg(0, gross, redeemed, 'TO_AGORA', customerWallet, serviceWallet(chain, routeId));
        if (fee > 0) leg(1, fee, fiat, 'TO_AGORA', { type: 'fee' }, customerWallet, serviceBankParty());
        const payout: LegDetail =
          kind === 'redeem_wire'
            ? { type: 'wire', imad: imad(times[2]!) }
            : kind === 'redeem_instant'
              ? { type: 'instantPayment', confirmationNumber: confirmation() }
              : { type: 'bookTransfer', confirmationNumber: confirmation() };
        leg(2, net, fiat, 'FROM_AGORA', payout, serviceBankParty(), customerBankParty);
        source = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: redeemed }] };
        recipient = { ...customerBankParty, amounts: [{ amount: formatMicros(net), currency: fiat }] };
        break;
      }
      case 'redeem_tokens': {
        type = transactionTypeOf('redeem_to_tokens');
        instant = prng.chance(0.3);
        routeId = routeFor('redeem_to_tokens', wallet.id, chain);
        const { from: redeemed, to: token } = currenciesOf('redeem_to_tokens');
        tokenLeg(0, gross, redeemed, 'TO_AGORA', customerWallet, serviceWallet(chain, routeId));
        tokenLeg(2, gross, token, 'FROM_AGORA', serviceWallet(chain, null), customerWallet);
        source = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: redeemed }] };
        recipient = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: token }] };
        break;
      }
      case 'bridge': {
        type = 'bridge';
        instant = prng.chance(0.2);
        const target = prng.pick(usable.filter((entry) => entry.chain !== chain));
        const targetParty = walletParty(target.wallet, target.chain);
        // Some bridges leave a chain that is no longer public, reported by its name or its raw chain id.
        const historical: readonly string[] = HISTORICAL_CHAINS[wallet.format];
        const from = historical.length > 0 && prng.chance(0.1) ? prng.pick(historical) : chain;
        const fromParty = from === chain ? customerWallet : walletParty(wallet, from);
        tokenLeg(0, gross, serviceToken, 'TO_AGORA', fromParty, serviceWallet(from, null));
        tokenLeg(2, gross, serviceToken, 'FROM_AGORA', serviceWallet(target.chain, null), targetParty);
        source = { ...fromParty, amounts: [{ amount: formatMicros(gross), currency: serviceToken }] };
        recipient = { ...targetParty, amounts: [{ amount: formatMicros(gross), currency: serviceToken }] };
        break;
      }
      case 'reward': {
        type = 'reward';
        const reward = prng.int(1, 50_000) * 10_000;
        const treasury = serviceWallet(chain, null);
        tokenLeg(0, reward, serviceToken, 'FROM_AGORA', treasury, customerWallet);
        source = { ...treasury, amounts: [{ amount: formatMicros(reward), currency: serviceToken }] };
        recipient = { ...customerWallet, amounts: [{ amount: formatMicros(reward), currency: serviceToken }] };
        break;
      }
      case 'return': {
        type = 'return';
        if (prng.chance(0.5)) {
          leg(
            0,
            gross,
            bankCurrency,
            'TO_AGORA',
            { type: 'wire', imad: imad(times[0]!) },
            customerBankParty,
            serviceBankParty(),
          );
          leg(
            2,
            gross,
            bankCurrency,
            'FROM_AGORA',
            { type: 'wire', imad: imad(times[2]!) },
            serviceBankParty(),
            customerBankParty,
          );
          source = { ...serviceBankParty(), amounts: [{ amount: formatMicros(gross), currency: bankCurrency }] };
          recipient = { ...customerBankParty, amounts: [{ amount: formatMicros(gross), currency: bankCurrency }] };
        } else {
          const service = serviceWallet(chain, null);
          tokenLeg(0, gross, stablecoin, 'TO_AGORA', customerWallet, service);
          tokenLeg(2, gross, stablecoin, 'FROM_AGORA', service, customerWallet);
          source = { ...service, amounts: [{ amount: formatMicros(gross), currency: stablecoin }] };
          recipient = { ...customerWallet, amounts: [{ amount: formatMicros(gross), currency: stablecoin }] };
        }
        break;
      }
    }
    const txn: SettledTransaction = {
      id: prng.uuid(),
      organizationId: ctx.tenant.organizationId,
      type,
      initiatedAt: new Date(initiatedAt).toISOString(),
      settledAt: legs[legs.length - 1]!.occurredAt,
      isInstantSettlement: instant,
      source,
      recipient,
      legs,
      routeId,
    };
    pending.push(txn);
  }
  await writeTransactions(ctx.db, pending);
  onProgress?.(count, count);
}

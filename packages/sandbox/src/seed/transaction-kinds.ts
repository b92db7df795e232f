// What each kind of seeded transaction is made of: its type, its legs and its two parties. A transaction on a
// route has its topology's type (`x-route-rules`); the others are the contract's own types.
import type { TransactionType } from '@ausd/client/types';
import type { Prng } from '@ausd/contract-model/seeded-random';
import { bankCurrency, displayAddress } from '../accounts/account-records.js';
import type {
  BankCounterparty,
  Counterparty,
  CounterpartyWithAmounts,
  LegDetail,
  WalletCounterparty,
} from '../core/api-types.js';
import { formatMicros } from '../core/money.js';
import { currenciesOf, depositCurrencies, transactionTypeOf, type Topology } from '../routes/topology.js';
import { serviceBankParty, serviceWallet } from '../settlement/counterparties.js';
import type { SeededBank, SeededWallet } from './seed-accounts.js';
import type { SeededLegs } from './seeded-legs.js';

export type Kind =
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

/** The first transactions, one of each kind, so every combination exists whatever the count. */
export const FIXED_PLAN: readonly Kind[] = [
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

/** The kinds the rest are drawn from, each as often as it appears. */
export const WEIGHTED: readonly Kind[] = [
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

/** Chains no longer public that some bridges leave (by name or raw chain id), by the format of their wallets. */
const HISTORICAL_CHAINS = { ethereum: ['mantle', 'eip155:324'], solana: [] } as const satisfies Record<
  SeededWallet['format'],
  readonly string[]
>;

// The service's token (what fiat mints) and a stablecoin it takes (what a stablecoin route accepts): x-route-rules.
const serviceToken = currenciesOf('mint_from_fiat').to;
const stablecoin = depositCurrencies('mint_from_stablecoin')[0]!;

/** A wallet on a chain where it can mint. */
export interface UsableWallet {
  wallet: SeededWallet;
  chain: string;
}

/** One transaction as drawn before its kind shapes it. */
export interface Draw {
  prng: Prng;
  kind: Kind;
  legs: SeededLegs;
  wallet: SeededWallet;
  chain: string;
  bank: SeededBank;
  gross: number;
  fee: number;
  net: number;
  /** The customer's wallet on `chain`, and its bank, as parties. */
  customerWallet: WalletCounterparty;
  customerBank: BankCounterparty;
  /** Every usable wallet of the organization (where a bridge may go). */
  usable: readonly UsableWallet[];
  /** The organization's route of `topology` to the account (on `chain`), or null. */
  routeFor(topology: Topology, accountId: string, chain: string | null): string | null;
}

/** What a kind makes of a draw; its legs are in `draw.legs`. */
export interface Shaped {
  type: TransactionType;
  instant: boolean;
  source: CounterpartyWithAmounts;
  recipient: CounterpartyWithAmounts;
  routeId: string | null;
}

export function walletParty(wallet: SeededWallet, chain: string): WalletCounterparty {
  return {
    kind: 'wallet',
    accountId: wallet.id,
    address: displayAddress(wallet.address, wallet.format),
    chain,
    name: wallet.name === '' ? null : wallet.name,
  };
}

function withAmount(party: Counterparty, amount: number, currency: string): CounterpartyWithAmounts {
  return { ...party, amounts: [{ amount: formatMicros(amount), currency }] };
}

function mintFromFiat(draw: Draw): Shaped {
  const { prng, kind, legs, wallet, chain, gross, fee, net, customerWallet, customerBank } = draw;
  const instant = prng.chance(0.3);
  const routeId = draw.routeFor('mint_from_fiat', wallet.id, chain);
  const { from: fiat, to: minted } = currenciesOf('mint_from_fiat');
  const rail: LegDetail =
    kind === 'mint_wire'
      ? { type: 'wire', imad: legs.imad(0) }
      : { type: 'bookTransfer', confirmationNumber: legs.confirmation() };
  legs.add(0, gross, fiat, 'TO_AGORA', rail, customerBank, serviceBankParty());
  if (fee > 0) legs.add(1, fee, fiat, 'TO_AGORA', { type: 'fee' }, customerBank, serviceBankParty());
  legs.token(2, net, minted, 'FROM_AGORA', serviceWallet(chain, null), customerWallet);
  return {
    type: transactionTypeOf('mint_from_fiat'),
    instant,
    source: withAmount(customerBank, gross, fiat),
    recipient: withAmount(customerWallet, net, minted),
    routeId,
  };
}

/** A deposit to a route's address swapped for another token on the same chain (no fee). */
function swapOnChain(draw: Draw, topology: 'mint_from_stablecoin' | 'redeem_to_tokens', paid: string): Shaped {
  const { prng, legs, wallet, chain, gross, customerWallet } = draw;
  const instant = prng.chance(0.3);
  const routeId = draw.routeFor(topology, wallet.id, chain);
  const { to: delivered } = currenciesOf(topology);
  legs.token(0, gross, paid, 'TO_AGORA', customerWallet, serviceWallet(chain, routeId));
  legs.token(2, gross, delivered, 'FROM_AGORA', serviceWallet(chain, null), customerWallet);
  return {
    type: transactionTypeOf(topology),
    instant,
    source: withAmount(customerWallet, gross, paid),
    recipient: withAmount(customerWallet, gross, delivered),
    routeId,
  };
}

function redeemToFiat(draw: Draw): Shaped {
  const { kind, legs, bank, chain, gross, fee, net, customerWallet, customerBank } = draw;
  const routeId = draw.routeFor('redeem_to_fiat', bank.id, null);
  const { from: redeemed, to: fiat } = currenciesOf('redeem_to_fiat');
  legs.token(0, gross, redeemed, 'TO_AGORA', customerWallet, serviceWallet(chain, routeId));
  if (fee > 0) legs.add(1, fee, fiat, 'TO_AGORA', { type: 'fee' }, customerWallet, serviceBankParty());
  const payout: LegDetail =
    kind === 'redeem_wire'
      ? { type: 'wire', imad: legs.imad(2) }
      : kind === 'redeem_instant'
        ? { type: 'instantPayment', confirmationNumber: legs.confirmation() }
        : { type: 'bookTransfer', confirmationNumber: legs.confirmation() };
  legs.add(2, net, fiat, 'FROM_AGORA', payout, serviceBankParty(), customerBank);
  return {
    type: transactionTypeOf('redeem_to_fiat'),
    instant: kind === 'redeem_instant',
    source: withAmount(customerWallet, gross, redeemed),
    recipient: withAmount(customerBank, net, fiat),
    routeId,
  };
}

function bridge(draw: Draw): Shaped {
  const { prng, legs, wallet, chain, gross, customerWallet } = draw;
  const instant = prng.chance(0.2);
  const target = prng.pick(draw.usable.filter((entry) => entry.chain !== chain));
  const targetParty = walletParty(target.wallet, target.chain);
  // Some bridges leave a chain that is no longer public, reported by its name or its raw chain id.
  const historical: readonly string[] = HISTORICAL_CHAINS[wallet.format];
  const from = historical.length > 0 && prng.chance(0.1) ? prng.pick(historical) : chain;
  const fromParty = from === chain ? customerWallet : walletParty(wallet, from);
  legs.token(0, gross, serviceToken, 'TO_AGORA', fromParty, serviceWallet(from, null));
  legs.token(2, gross, serviceToken, 'FROM_AGORA', serviceWallet(target.chain, null), targetParty);
  return {
    type: 'bridge',
    instant,
    source: withAmount(fromParty, gross, serviceToken),
    recipient: withAmount(targetParty, gross, serviceToken),
    routeId: null,
  };
}

function reward({ prng, legs, chain, customerWallet }: Draw): Shaped {
  const amount = prng.int(1, 50_000) * 10_000;
  const treasury = serviceWallet(chain, null);
  legs.token(0, amount, serviceToken, 'FROM_AGORA', treasury, customerWallet);
  return {
    type: 'reward',
    instant: false,
    source: withAmount(treasury, amount, serviceToken),
    recipient: withAmount(customerWallet, amount, serviceToken),
    routeId: null,
  };
}

/** Funds sent back over the rail they came on: a wire, or a stablecoin on chain. */
function returned({ prng, legs, chain, gross, customerWallet, customerBank }: Draw): Shaped {
  if (prng.chance(0.5)) {
    const service = serviceBankParty();
    legs.add(0, gross, bankCurrency, 'TO_AGORA', { type: 'wire', imad: legs.imad(0) }, customerBank, service);
    legs.add(2, gross, bankCurrency, 'FROM_AGORA', { type: 'wire', imad: legs.imad(2) }, service, customerBank);
    return {
      type: 'return',
      instant: false,
      source: withAmount(service, gross, bankCurrency),
      recipient: withAmount(customerBank, gross, bankCurrency),
      routeId: null,
    };
  }
  const service = serviceWallet(chain, null);
  legs.token(0, gross, stablecoin, 'TO_AGORA', customerWallet, service);
  legs.token(2, gross, stablecoin, 'FROM_AGORA', service, customerWallet);
  return {
    type: 'return',
    instant: false,
    source: withAmount(service, gross, stablecoin),
    recipient: withAmount(customerWallet, gross, stablecoin),
    routeId: null,
  };
}

const shapes = {
  mint_wire: mintFromFiat,
  mint_book: mintFromFiat,
  mint_stablecoin: (draw) => swapOnChain(draw, 'mint_from_stablecoin', stablecoin),
  redeem_wire: redeemToFiat,
  redeem_instant: redeemToFiat,
  redeem_book: redeemToFiat,
  redeem_tokens: (draw) => swapOnChain(draw, 'redeem_to_tokens', currenciesOf('redeem_to_tokens').from),
  bridge,
  reward,
  return: returned,
} satisfies Record<Kind, (draw: Draw) => Shaped>;

/** The transaction's type, parties and route, its legs written to `draw.legs`. */
export function shapeTransaction(draw: Draw): Shaped {
  return shapes[draw.kind](draw);
}

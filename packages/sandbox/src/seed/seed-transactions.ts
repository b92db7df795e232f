// Seeded settled transactions of all five types across chains, with legs of every detail type and both
// instant and standard settlement. The first few follow a fixed plan so every combination exists whatever
// the count; the rest are drawn from the seeded generator (transaction-kinds.ts shapes each). Some share an
// initiatedAt so ties are exercised.
import { entitlementStatuses } from '../accounts/entitlement-statuses.js';
import type { TenantContext } from '../tenancy/context.js';
import type { RouteRow } from '../routes/route-records.js';
import { currenciesOf, type Topology } from '../routes/topology.js';
import { customerBank } from '../settlement/counterparties.js';
import { writeTransactions, type SettledTransaction } from '../transactions/transaction-records.js';
import type { Prng } from '@ausd/contract-model/seeded-random';
import type { SeededAccounts, SeededBank } from './seed-accounts.js';
import type { SeedProgress } from './progress.js';
import { SeededLegs } from './seeded-legs.js';
import {
  FIXED_PLAN,
  shapeTransaction,
  walletParty,
  WEIGHTED,
  type Draw,
  type UsableWallet,
} from './transaction-kinds.js';

/** Progress is reported (and the transactions drawn so far written) every this many transactions. */
const PROGRESS_STEP = 1000;

const PERIOD_START = Date.parse('2025-03-01T00:00:00.000Z');
const PERIOD_SECONDS = 550 * 24 * 3600;

/** What the organization's transactions are drawn from. */
interface Holdings {
  /** Wallet/chain pairs where the wallet can mint. */
  usable: readonly UsableWallet[];
  /** The verified banks. */
  banks: readonly SeededBank[];
  routeFor: Draw['routeFor'];
}

function holdingsOf(accounts: SeededAccounts, routes: readonly RouteRow[]): Holdings {
  const routeFor = (topology: Topology, accountId: string, chain: string | null) => {
    const { from, to } = currenciesOf(topology);
    const route = routes.find(
      (r) => r.from_currency === from && r.to_currency === to && r.to_account_id === accountId && r.to_chain === chain,
    );
    return route?.id ?? null;
  };
  return {
    usable: accounts.wallets.flatMap((wallet) =>
      wallet.networks.filter(([, mint]) => entitlementStatuses[mint].mintUsable).map(([chain]) => ({ wallet, chain })),
    ),
    banks: accounts.banks.filter((bank) => bank.verified),
    routeFor,
  };
}

/** Initiation instants across the period; every 25th shares its predecessor's (a tie). */
function initiationTimes(prng: Prng): (index: number) => number {
  let previous = PERIOD_START;
  return (index) => {
    if (index % 25 !== 24) previous = PERIOD_START + prng.int(0, PERIOD_SECONDS) * 1000;
    return previous;
  };
}

/** The `index`th transaction: its kind, time, parties and amounts drawn, then shaped by its kind. */
function drawTransaction(
  ctx: TenantContext,
  prng: Prng,
  holdings: Holdings,
  index: number,
  initiatedAtOf: (index: number) => number,
): SettledTransaction {
  const kind = index < FIXED_PLAN.length ? FIXED_PLAN[index]! : prng.pick(WEIGHTED);
  const initiatedAt = initiatedAtOf(index);
  const { wallet, chain } = prng.pick(holdings.usable);
  const bank = prng.pick(holdings.banks);
  const gross = prng.int(100, 2_000_000) * 1_000_000 + prng.pick([0, 0, 250_000, 500_000, prng.int(1, 999_999)]);
  const withFee = prng.chance(0.15) && (kind.startsWith('mint') || kind.startsWith('redeem'));
  const fee = withFee ? Math.max(1_000_000, Math.round(gross * 0.0005)) : 0;
  const times = [initiatedAt, initiatedAt + prng.int(30, 3600) * 1000, initiatedAt + prng.int(3601, 7200) * 1000];
  const legs = new SeededLegs(prng, times);
  const shaped = shapeTransaction({
    prng,
    kind,
    legs,
    wallet,
    chain,
    bank,
    gross,
    fee,
    net: gross - fee,
    customerWallet: walletParty(wallet, chain),
    customerBank: customerBank(bank),
    usable: holdings.usable,
    routeFor: holdings.routeFor,
  });
  return {
    id: prng.uuid(),
    organizationId: ctx.tenant.organizationId,
    type: shaped.type,
    initiatedAt: new Date(initiatedAt).toISOString(),
    settledAt: legs.settledAt(),
    isInstantSettlement: shaped.instant,
    source: shaped.source,
    recipient: shaped.recipient,
    legs: legs.list,
    routeId: shaped.routeId,
  };
}

export async function seedTransactions(
  ctx: TenantContext,
  prng: Prng,
  accounts: SeededAccounts,
  routes: RouteRow[],
  count: number,
  onProgress?: SeedProgress,
): Promise<void> {
  const holdings = holdingsOf(accounts, routes);
  const initiatedAtOf = initiationTimes(prng);
  // Written a progress step at a time, many rows per statement.
  let pending: SettledTransaction[] = [];
  for (let index = 0; index < count; index++) {
    if (index % PROGRESS_STEP === 0) {
      await writeTransactions(ctx.db, pending);
      pending = [];
      onProgress?.(index, count);
      // SQLite's queries settle without a turn of the event loop: one here lets a starting process answer its
      // connections (503) during a long seed.
      await new Promise((resolve) => setImmediate(resolve));
    }
    pending.push(drawTransaction(ctx, prng, holdings, index, initiatedAtOf));
  }
  await writeTransactions(ctx.db, pending);
  onProgress?.(count, count);
}

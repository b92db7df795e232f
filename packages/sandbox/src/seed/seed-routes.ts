// Seeded routes: every topology, plus one to a removed destination chain (stored, but hidden from the API).
import { routeId } from '../routes/route-id.js';
import { wireMemo } from '../routes/route-instructions.js';
import { insertRoute, type RouteRow } from '../routes/route-records.js';
import type { NetworkId } from '@ausd/client/types';
import type { TenantContext } from '../tenancy/context.js';
import { currenciesOf, type Topology } from '../routes/topology.js';
import type { SeededAccounts } from './seed-accounts.js';

/** A seeded route: its topology (the contract's `x-route-rules` give its currencies) and its destination. */
type Plan = [
  topology: Topology,
  wallet: string | null,
  bank: string | null,
  chain: NetworkId | null,
  name: string | null,
];

const PRIMARY_ROUTES: Plan[] = [
  ['mint_from_fiat', 'Treasury', null, 'ethereum', 'Treasury mint'],
  ['mint_from_fiat', 'Solana hot', null, 'solana', null],
  ['redeem_to_fiat', null, 'Operating account', null, 'Operating redemptions'],
  ['redeem_to_fiat', null, 'New account', null, 'Held payouts'],
  ['mint_from_stablecoin', 'Treasury', null, 'base', 'USDC conversions'],
  ['mint_from_stablecoin', 'Operations', null, 'avalanche', null],
  ['redeem_to_tokens', 'Treasury', null, 'arbitrum', 'Token redemptions'],
  ['redeem_to_tokens', 'Market maker', null, 'monad', null],
  ['mint_from_fiat', 'Legacy', null, 'mantle', 'Mantle (retired)'],
];

const OTHER_ROUTES: Plan[] = [
  ['mint_from_fiat', 'Other treasury', null, 'ethereum', 'Other mint'],
  ['redeem_to_fiat', null, 'Other operating', null, null],
];

export async function seedRoutes(
  ctx: TenantContext,
  role: 'primary' | 'other',
  accounts: SeededAccounts,
  createdAt: () => string,
): Promise<RouteRow[]> {
  const rows = (role === 'primary' ? PRIMARY_ROUTES : OTHER_ROUTES).map(
    ([topology, walletName, bankName, chain, name]) => {
      const { from, to } = currenciesOf(topology);
      const toAccountId =
        walletName !== null
          ? accounts.wallets.find((w) => w.name === walletName)!.id
          : accounts.banks.find((b) => b.name === bankName)!.id;
      const id = routeId({ fromCurrency: from, toCurrency: to, toChain: chain, toAccountId });
      const row: RouteRow = {
        id,
        organization_id: ctx.tenant.organizationId,
        name,
        created_at: createdAt(),
        from_currency: from,
        to_currency: to,
        to_chain: chain,
        to_account_id: toAccountId,
        memo: wireMemo(id),
      };
      return row;
    },
  );
  for (const row of rows) await insertRoute(ctx.db, row);
  return rows;
}

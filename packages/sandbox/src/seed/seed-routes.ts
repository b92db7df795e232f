// Seeded routes: every topology, plus one to a removed destination chain (stored, but hidden from the API).
import { routeId } from '../routes/route-id.js';
import { wireMemo } from '../routes/route-instructions.js';
import { insertRoute, type RouteRow } from '../routes/route-records.js';
import type { SandboxContext } from '../context.js';
import type { RouteDestinationCurrency, RouteSourceCurrency } from '@ausd/client/types';
import type { SeededAccounts } from './seed-accounts.js';

type Plan = [
  from: RouteSourceCurrency,
  to: RouteDestinationCurrency,
  wallet: string | null,
  bank: string | null,
  chain: string | null,
  name: string | null,
];

const PRIMARY_ROUTES: Plan[] = [
  ['usd', 'ausd', 'Treasury', null, 'ethereum', 'Treasury mint'],
  ['usd', 'ausd', 'Solana hot', null, 'solana', null],
  ['ausd', 'usd', null, 'Operating account', null, 'Operating redemptions'],
  ['ausd', 'usd', null, 'New account', null, 'Held payouts'],
  ['stablecoin', 'ausd', 'Treasury', null, 'base', 'USDC conversions'],
  ['stablecoin', 'ausd', 'Operations', null, 'avalanche', null],
  ['ausd', 'usdc', 'Treasury', null, 'arbitrum', 'Token redemptions'],
  ['ausd', 'usdc', 'Market maker', null, 'monad', null],
  ['usd', 'ausd', 'Legacy', null, 'mantle', 'Mantle (retired)'],
];

const OTHER_ROUTES: Plan[] = [
  ['usd', 'ausd', 'Other treasury', null, 'ethereum', 'Other mint'],
  ['ausd', 'usd', null, 'Other operating', null, null],
];

export function seedRoutes(
  ctx: SandboxContext,
  organizationId: string,
  role: 'primary' | 'other',
  accounts: SeededAccounts,
  createdAt: () => string,
): RouteRow[] {
  return (role === 'primary' ? PRIMARY_ROUTES : OTHER_ROUTES).map(([from, to, walletName, bankName, chain, name]) => {
    const toAccountId =
      walletName !== null
        ? accounts.wallets.find((w) => w.name === walletName)!.id
        : accounts.banks.find((b) => b.name === bankName)!.id;
    const id = routeId({ fromCurrency: from, toCurrency: to, toChain: chain, toAccountId });
    const row: RouteRow = {
      id,
      organization_id: organizationId,
      name,
      created_at: createdAt(),
      from_currency: from,
      to_currency: to,
      to_chain: chain,
      to_account_id: toAccountId,
      memo: wireMemo(id),
    };
    insertRoute(ctx.db, row);
    return row;
  });
}

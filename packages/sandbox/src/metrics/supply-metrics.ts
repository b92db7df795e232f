// Public supply metrics from the per-chain cache. A reachable chain's cached value is always fresh; a chain
// marked unreachable keeps the value it had then, listed while recent (one hour), and makes the response
// partial, which omits the aggregate totals.
import type { Metrics } from '@ausd/client/types';
import { chainFacts } from '../chains.js';
import type { SandboxContext } from '../context.js';
import { formatMicros, toMicros } from '../money.js';
import { invalidField } from '../problem.js';
import type { ChainSupplyRow } from '../store/tables.js';

const RECENT_MS = 60 * 60 * 1000;

type SupplyRow = ChainSupplyRow;

function readCache(ctx: SandboxContext): Promise<SupplyRow[]> {
  return ctx.db.selectFrom('chain_supply').selectAll().orderBy('chain_id').execute();
}

function sum(rows: SupplyRow[], pick: (row: SupplyRow) => string): string {
  return formatMicros(rows.reduce((total, row) => total + toMicros(pick(row))!, 0));
}

export async function supplyMetrics(ctx: SandboxContext): Promise<Metrics> {
  const rows = await readCache(ctx);
  const cutoff = new Date(ctx.clock.now().getTime() - RECENT_MS).toISOString();
  const recent = rows.filter((row) => row.reachable === 1 || row.cached_at >= cutoff);
  const partial = rows.some((row) => row.reachable === 0);
  const metrics: Metrics = {
    // Beyond chainId the contract leaves a chain entry open; the sandbox adds the chain's own figures.
    chains: recent.map((row) => ({
      chainId: row.chain_id,
      totalSupply: row.total_supply,
      circulatingSupply: row.circulating_supply,
    })),
    partial,
  };
  if (!partial) {
    metrics.totalSupply = sum(rows, (row) => row.total_supply);
    metrics.circulatingSupply = sum(rows, (row) => row.circulating_supply);
  }
  return metrics;
}

/** The plain-text totals: over every chain's last cached value (the endpoints have no partial form). */
export async function supplyTotal(ctx: SandboxContext, which: 'total' | 'circulating'): Promise<string> {
  const rows = await readCache(ctx);
  return sum(rows, (row) => (which === 'total' ? row.total_supply : row.circulating_supply));
}

/** Test helper: marks a chain unreachable (or reachable again). */
export async function setChainReachable<Chain extends string>(ctx: SandboxContext, chain: Chain, reachable: boolean) {
  const result = await ctx.db
    .updateTable('chain_supply')
    .set({ reachable: reachable ? 1 : 0, cached_at: ctx.clock.now().toISOString() })
    .where('chain', '=', chain)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const tracked = await ctx.db.selectFrom('chain_supply').select('chain').orderBy('chain').execute();
    throw invalidField(
      'chain',
      `No supply is tracked on '${chain}'; tracked: ${tracked.map((r) => r.chain).join(', ')}.`,
    );
  }
  return { chain, chainId: chainFacts(chain)!.caip2, reachable };
}

export async function insertChainSupply(
  ctx: SandboxContext,
  chain: string,
  totalMicros: number,
  circulatingMicros: number,
): Promise<void> {
  await ctx.db
    .insertInto('chain_supply')
    .values({
      chain,
      chain_id: chainFacts(chain)!.caip2,
      total_supply: formatMicros(totalMicros),
      circulating_supply: formatMicros(circulatingMicros),
      reachable: 1,
      cached_at: ctx.clock.now().toISOString(),
    })
    .onConflict((conflict) => conflict.column('chain').doNothing())
    .execute();
}

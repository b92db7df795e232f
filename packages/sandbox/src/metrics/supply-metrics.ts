// Public supply metrics from the per-chain cache. A reachable chain's cached value is always fresh; a chain
// marked unreachable keeps the value it had then, listed while recent (one hour), and makes the response
// partial, which omits the aggregate totals.
import type { Metrics } from '@ausd/client/types';
import { chainFacts } from '../chains.js';
import type { SandboxContext } from '../context.js';
import { formatMicros, toMicros } from '../money.js';
import { invalidField } from '../problem.js';

const RECENT_MS = 60 * 60 * 1000;

interface SupplyRow {
  chain: string;
  chain_id: string;
  total_supply: string;
  circulating_supply: string;
  reachable: number;
  cached_at: string;
}

function readCache(ctx: SandboxContext): SupplyRow[] {
  return ctx.db.prepare<[], SupplyRow>('SELECT * FROM chain_supply ORDER BY chain_id').all();
}

function sum(rows: SupplyRow[], pick: (row: SupplyRow) => string): string {
  return formatMicros(rows.reduce((total, row) => total + toMicros(pick(row))!, 0));
}

export function supplyMetrics(ctx: SandboxContext): Metrics {
  const rows = readCache(ctx);
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
export function supplyTotal(ctx: SandboxContext, which: 'total' | 'circulating'): string {
  const rows = readCache(ctx);
  return sum(rows, (row) => (which === 'total' ? row.total_supply : row.circulating_supply));
}

/** Test helper: marks a chain unreachable (or reachable again). */
export function setChainReachable<Chain extends string>(ctx: SandboxContext, chain: Chain, reachable: boolean) {
  const result = ctx.db
    .prepare('UPDATE chain_supply SET reachable = ?, cached_at = ? WHERE chain = ?')
    .run(reachable ? 1 : 0, ctx.clock.now().toISOString(), chain);
  if (result.changes === 0) {
    throw invalidField(
      'chain',
      `No supply is tracked on '${chain}'; tracked: ${ctx.db
        .prepare<[], { chain: string }>('SELECT chain FROM chain_supply ORDER BY chain')
        .all()
        .map((r) => r.chain)
        .join(', ')}.`,
    );
  }
  return { chain, chainId: chainFacts(chain)!.caip2, reachable };
}

export function insertChainSupply(
  ctx: SandboxContext,
  chain: string,
  totalMicros: number,
  circulatingMicros: number,
): void {
  ctx.db
    .prepare(
      `INSERT INTO chain_supply (chain, chain_id, total_supply, circulating_supply, reachable, cached_at)
       VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (chain) DO NOTHING`,
    )
    .run(
      chain,
      chainFacts(chain)!.caip2,
      formatMicros(totalMicros),
      formatMicros(circulatingMicros),
      ctx.clock.now().toISOString(),
    );
}

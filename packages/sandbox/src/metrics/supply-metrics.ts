// Public supply metrics from the per-chain cache. A reachable chain's cached value is always fresh; a chain
// marked unreachable keeps the value it had then, listed while recent (one hour), and makes the response
// partial, which omits the aggregate totals. Reachability is each organization's own (table chain_reachability):
// a request with its session reads its marks, an anonymous one finds every chain reachable.
import type { Metrics } from '@ausd/client/types';
import { chainFacts } from '../core/chains.js';
import type { SandboxContext, Tenant, TenantContext } from '../tenancy/context.js';
import { formatMicros, toMicros } from '../core/money.js';
import { invalidField } from '../core/problem.js';
import { booleanColumn, columnBoolean } from '../store/column-values.js';

const RECENT_MS = 60 * 60 * 1000;

interface SupplyRow {
  chain_id: string;
  total_supply: string;
  circulating_supply: string;
  reachable: boolean;
  cached_at: string;
}

/** A tenant's context, or an anonymous caller's (no tenant). */
type CallerContext = SandboxContext & { tenant?: Tenant };

/** The cached supply per chain, with the reachability the tenant (if any) marked; one query. */
async function readCache(ctx: CallerContext): Promise<SupplyRow[]> {
  const rows = await readCacheColumns(ctx);
  return rows.map((row) => ({ ...row, reachable: columnBoolean(row.reachable) }));
}

function readCacheColumns({ db, tenant }: CallerContext) {
  const supply = db
    .selectFrom('chain_supply')
    .select(['chain_supply.chain_id', 'chain_supply.total_supply', 'chain_supply.circulating_supply'])
    .orderBy('chain_supply.chain_id');
  if (tenant === undefined)
    return supply.select((eb) => [eb.lit(1).as('reachable'), 'chain_supply.cached_at']).execute();
  return supply
    .leftJoin('chain_reachability as marked', (join) =>
      join.onRef('marked.chain', '=', 'chain_supply.chain').on('marked.organization_id', '=', tenant.organizationId),
    )
    .select((eb) => [
      eb.fn.coalesce('marked.reachable', eb.lit(1)).as('reachable'),
      eb.fn.coalesce('marked.changed_at', 'chain_supply.cached_at').as('cached_at'),
    ])
    .execute();
}

function sum(rows: SupplyRow[], pick: (row: SupplyRow) => string): string {
  return formatMicros(rows.reduce((total, row) => total + toMicros(pick(row))!, 0));
}

/** The metrics as the tenant sees them (on its context: its clock), or as an anonymous caller does. */
export async function supplyMetrics(ctx: CallerContext): Promise<Metrics> {
  const rows = await readCache(ctx);
  const cutoff = new Date(ctx.clock.now().getTime() - RECENT_MS).toISOString();
  const recent = rows.filter((row) => row.reachable || row.cached_at >= cutoff);
  const partial = rows.some((row) => !row.reachable);
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
  const rows = await readCache({ ...ctx, tenant: undefined });
  return sum(rows, (row) => (which === 'total' ? row.total_supply : row.circulating_supply));
}

/** Test helper: marks a chain unreachable (or reachable again) for the tenant alone. */
export async function setChainReachable<Chain extends string>(ctx: TenantContext, chain: Chain, reachable: boolean) {
  const tracked = await ctx.db.selectFrom('chain_supply').select('chain').orderBy('chain').execute();
  if (!tracked.some((row) => row.chain === chain))
    throw invalidField(
      'chain',
      `No supply is tracked on '${chain}'; tracked: ${tracked.map((r) => r.chain).join(', ')}.`,
    );
  const mark = { reachable: booleanColumn(reachable), changed_at: ctx.clock.now().toISOString() };
  await ctx.db
    .insertInto('chain_reachability')
    .values({ organization_id: ctx.tenant.organizationId, chain, ...mark })
    .onConflict((conflict) => conflict.columns(['organization_id', 'chain']).doUpdateSet(mark))
    .execute();
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
      cached_at: ctx.clock.now().toISOString(),
    })
    .onConflict((conflict) => conflict.column('chain').doNothing())
    .execute();
}

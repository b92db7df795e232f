// The requests that carried `Sandbox-Simulate`, per caller, method, path and header value: how many came and how
// many failed as simulated, which is what `times` counts and `GET /sandbox/simulations` shows. An organization's
// counters live in the database (table `simulations`), so every process over one database counts the same
// requests; an anonymous caller of a public operation is counted in this process only.
import type { SandboxSimulate } from '../generated/helpers/types.js';
import type { Store } from '../store/open-store.js';

export interface SimulationEntry {
  method: string;
  path: string;
  header: string;
  simulate: SandboxSimulate;
  attempts: number;
  failed: number;
}

/** Who sent the request: the organization whose session it carried, else the address of an anonymous caller. */
export type SimulationCaller = { organizationId: string } | { address: string };

/** Entries kept per caller (the oldest go first), and anonymous callers kept (the least recent go first). */
export const SIMULATION_LOG_BOUNDS = { entriesPerCaller: 100, anonymousCallers: 1000 } as const;

/** Whether the request that made the counter read `attempts` fails: `times` not used up yet. */
const failsAt = (simulate: SandboxSimulate, attempts: number) =>
  simulate.times === undefined || attempts <= simulate.times;

/** How many of `attempts` failed as simulated: the header (part of an entry's key) fixes `times`. */
const failedOf = (simulate: SandboxSimulate, attempts: number) =>
  simulate.times === undefined ? attempts : Math.min(attempts, simulate.times);

/**
 * One caller's requests never evict or use up another's counters: organizations each have their own rows,
 * anonymous addresses are bounded on their own.
 */
export class SimulationLog {
  /** Attempts per anonymous address and request key, least recent address first. */
  private readonly anonymous = new Map<string, Map<string, number>>();

  constructor(private readonly db: Store) {}

  /** Counts one more request of `caller` and says whether it is to fail (`times` not used up yet). */
  async record(
    caller: SimulationCaller,
    method: string,
    path: string,
    header: string,
    simulate: SandboxSimulate,
  ): Promise<boolean> {
    if ('address' in caller) return failsAt(simulate, this.countAnonymous(caller.address, [method, path, header]));
    const { organizationId } = caller;
    // One statement: concurrent requests through any process each get their own count.
    const { attempts } = await this.db
      .insertInto('simulations')
      .values({
        id: crypto.randomUUID(),
        organization_id: organizationId,
        method,
        path,
        header,
        simulate: JSON.stringify(simulate),
        attempts: 1,
        first_seen: performance.timeOrigin + performance.now(),
      })
      .onConflict((conflict) =>
        conflict.columns(['organization_id', 'method', 'path', 'header']).doUpdateSet((eb) => ({
          attempts: eb(eb.ref('simulations.attempts'), '+', 1),
        })),
      )
      .returning('attempts')
      .executeTakeFirstOrThrow();
    if (attempts === 1) await this.evictOldest(organizationId);
    return failsAt(simulate, attempts);
  }

  /** Keeps the organization's latest entries. */
  private async evictOldest(organizationId: string): Promise<void> {
    const kept = this.db
      .selectFrom('simulations')
      .select('id')
      .where('organization_id', '=', organizationId)
      .orderBy('first_seen', 'desc')
      .orderBy('id', 'desc')
      .limit(SIMULATION_LOG_BOUNDS.entriesPerCaller);
    await this.db
      .deleteFrom('simulations')
      .where('organization_id', '=', organizationId)
      .where('id', 'not in', kept)
      .execute();
  }

  private countAnonymous(address: string, request: readonly string[]): number {
    let entries = this.anonymous.get(address);
    this.anonymous.delete(address);
    if (this.anonymous.size >= SIMULATION_LOG_BOUNDS.anonymousCallers)
      this.anonymous.delete(this.anonymous.keys().next().value!);
    entries ??= new Map();
    this.anonymous.set(address, entries);
    const key = JSON.stringify(request);
    const attempts = (entries.get(key) ?? 0) + 1;
    if (!entries.has(key) && entries.size >= SIMULATION_LOG_BOUNDS.entriesPerCaller)
      entries.delete(entries.keys().next().value!);
    entries.set(key, attempts);
    return attempts;
  }

  /** The organization's entries, oldest first, public operations it called with its session included. */
  async of(organizationId: string): Promise<SimulationEntry[]> {
    const rows = await this.db
      .selectFrom('simulations')
      .select(['method', 'path', 'header', 'simulate', 'attempts'])
      .where('organization_id', '=', organizationId)
      .orderBy('first_seen')
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const simulate = JSON.parse(row.simulate) as SandboxSimulate;
      return { ...row, simulate, failed: failedOf(simulate, row.attempts) };
    });
  }
}

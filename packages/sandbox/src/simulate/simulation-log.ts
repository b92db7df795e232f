// The requests that carried `Sandbox-Simulate`, per caller, method, path and header value: how many came and how
// many failed as simulated, which is what `times` counts and `GET /sandbox/simulations` shows.
import type { SandboxSimulate } from '../generated/helpers/types.js';

export interface SimulationEntry {
  method: string;
  path: string;
  header: string;
  simulate: SandboxSimulate;
  attempts: number;
  failed: number;
}

/** The caller of a public operation who sent no valid session: known only by their address. */
export const anonymousCaller = (address: string | undefined): string => `anonymous ${address ?? 'unknown'}`;

/** Entries kept per caller (the oldest go first), and anonymous callers kept (the least recent go first). */
export const SIMULATION_LOG_BOUNDS = { entriesPerCaller: 100, anonymousCallers: 1000 } as const;

/**
 * Per caller: an organization, or an anonymous caller's address. One caller's requests never evict or use up
 * another's counters; organizations are few (the sandbox's own), anonymous addresses are bounded on their own.
 */
export class SimulationLog {
  private readonly callers = new Map<string, Map<string, SimulationEntry>>();
  private readonly anonymous = new Set<string>();

  private entriesOf(caller: string): Map<string, SimulationEntry> {
    let entries = this.callers.get(caller);
    if (caller.startsWith('anonymous ')) {
      this.anonymous.delete(caller);
      this.anonymous.add(caller);
      if (this.anonymous.size > SIMULATION_LOG_BOUNDS.anonymousCallers) {
        const oldest = this.anonymous.values().next().value!;
        this.anonymous.delete(oldest);
        this.callers.delete(oldest);
      }
    }
    if (entries === undefined) {
      entries = new Map();
      this.callers.set(caller, entries);
    }
    return entries;
  }

  /** Counts one more request of `caller` and says whether it is to fail (`times` not used up yet). */
  record(caller: string, method: string, path: string, header: string, simulate: SandboxSimulate): boolean {
    const entries = this.entriesOf(caller);
    const key = JSON.stringify([method, path, header]);
    let entry = entries.get(key);
    if (entry === undefined) {
      if (entries.size >= SIMULATION_LOG_BOUNDS.entriesPerCaller) entries.delete(entries.keys().next().value!);
      entry = { method, path, header, simulate, attempts: 0, failed: 0 };
      entries.set(key, entry);
    }
    entry.attempts += 1;
    const fails = simulate.times === undefined || entry.failed < simulate.times;
    if (fails) entry.failed += 1;
    return fails;
  }

  /** The organization's entries, public operations it called with its session included. */
  of(organizationId: string): SimulationEntry[] {
    return [...(this.callers.get(organizationId)?.values() ?? [])].map((entry) => ({ ...entry }));
  }
}

// The requests that carried `Sandbox-Simulate`, per organization, method, path and header value: how many
// came and how many failed as simulated, which is what `times` counts and `GET /sandbox/simulations` shows.
import type { SandboxSimulate } from '../../generated/sandbox-helpers/types.js';

export interface SimulationEntry {
  method: string;
  path: string;
  header: string;
  simulate: SandboxSimulate;
  attempts: number;
  failed: number;
}

/** The caller of a public operation (the metrics), which carries no credential. */
export const PUBLIC = 'public';

/** Entries kept for the whole sandbox; the oldest go first. */
const LIMIT = 1000;

export class SimulationLog {
  private readonly entries = new Map<string, SimulationEntry & { organizationId: string }>();

  /** Counts one more request and says whether it is to fail (`times` not used up yet). */
  record(organizationId: string, method: string, path: string, header: string, simulate: SandboxSimulate): boolean {
    const key = JSON.stringify([organizationId, method, path, header]);
    let entry = this.entries.get(key);
    if (entry === undefined) {
      if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
      entry = { organizationId, method, path, header, simulate, attempts: 0, failed: 0 };
      this.entries.set(key, entry);
    }
    entry.attempts += 1;
    const fails = simulate.times === undefined || entry.failed < simulate.times;
    if (fails) entry.failed += 1;
    return fails;
  }

  /** The organization's entries and those of public operations, which no organization made. */
  of(organizationId: string): SimulationEntry[] {
    return [...this.entries.values()]
      .filter((entry) => entry.organizationId === organizationId || entry.organizationId === PUBLIC)
      .map(({ method, path, header, simulate, attempts, failed }) => ({
        method,
        path,
        header,
        simulate,
        attempts,
        failed,
      }));
  }
}

// The sandbox's bounds on what a caller accumulates, per organization. Each has a documented default
// (test-helpers.md states them, checked by a test); `startSandbox({limits})` lowers or raises them.

export interface SandboxLimits {
  /** Held transfers an organization keeps; a transfer that would be held past it is `403 forbidden`. */
  heldTransfers: number;
}

export const defaultLimits: Readonly<SandboxLimits> = { heldTransfers: 1_000 };

/** The bound `name` in force for a sandbox whose options set `limits`. */
export function limitOf(limits: Partial<SandboxLimits> | undefined, name: keyof SandboxLimits): number {
  return limits?.[name] ?? defaultLimits[name];
}

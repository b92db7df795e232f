// Which answers evolve: every one when the sandbox runs with `evolve`, otherwise those of requests that
// carried `Sandbox-Simulate: evolve` (marked on the response by the simulate middleware).
import type { Response } from 'express';

const evolving = new WeakSet<Response>();

export function markEvolving(res: Response): void {
  evolving.add(res);
}

export function isEvolving(res: Response): boolean {
  return evolving.has(res);
}

// What `ausd-api diff` and `ausd-api changelog` share: loading both sides and running the comparison.
import type { Contract } from './contract.js';
import { type DiffResult, diffContracts } from './index.js';
import { loadContract } from './source.js';

export interface Run {
  base: Contract;
  head: Contract;
  result: DiffResult;
}

export async function runDiff(options: { base: string; head?: string; types?: boolean }): Promise<Run> {
  const [base, head] = await Promise.all([loadContract(options.base), loadContract(options.head)]);
  return { base, head, result: await diffContracts(base, head, { types: options.types }) };
}

/** operationId → `METHOD /path`, head first, then operations only base has. */
export function operationRoutes(base: Contract, head: Contract): Map<string, string> {
  const routes = new Map<string, string>();
  for (const operation of [...base.operations, ...head.operations]) {
    routes.set(operation.id, `${operation.method.toUpperCase()} ${operation.path}`);
  }
  return routes;
}

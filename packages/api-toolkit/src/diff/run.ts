// What `ausd-api diff` and `ausd-api changelog` share: loading both sides and running the comparison.
import { acceptanceLabel, loadDiffConfig } from './config.js';
import type { Contract } from './contract.js';
import { expiredLine } from './format/github.js';
import { type DiffResult, diffContracts } from './index.js';
import { loadContract } from './source.js';
import { routeLabel } from './labels.js';

export interface Run {
  base: Contract;
  head: Contract;
  result: DiffResult;
}

export async function runDiff(options: {
  base: string;
  head?: string;
  types?: boolean;
  config?: string;
}): Promise<Run> {
  const config = await loadDiffConfig(options.config);
  const [base, head] = await Promise.all([loadContract(options.base), loadContract(options.head)]);
  return { base, head, result: await diffContracts(base, head, { types: options.types, config }) };
}

/**
 * What the reading and the config leave for a person, on stderr whatever the format: each part of a document read
 * past, each acceptance past its date (the change counts again) and each that matches no change.
 */
export function reportReading(command: string, result: DiffResult): void {
  const say = (line: string) => process.stderr.write(`ausd-api ${command}: warning: ${line}\n`);
  for (const warning of result.warnings) say(`${warning.file}#${warning.pointer}: ${warning.message}`);
  for (const entry of result.acceptances.expired) say(expiredLine(entry));
  for (const entry of result.acceptances.unmatched)
    say(`the acceptance of ${acceptanceLabel(entry)} matches no change; remove it from the config`);
}

/** operationId → `METHOD /path`, head first, then operations only base has. */
export function operationRoutes(base: Contract, head: Contract): Map<string, string> {
  const routes = new Map<string, string>();
  for (const operation of [...base.operations, ...head.operations]) {
    routes.set(operation.id, routeLabel(operation));
  }
  return routes;
}

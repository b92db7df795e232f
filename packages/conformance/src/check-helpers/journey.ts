// The write journey (only with --allow-writes): register accounts, update them, create routes, and prove each
// change reads back. Steps run in order and share what earlier steps created; every created resource carries the
// run prefix in its name and is listed in the report.
import type { CheckRun, RunContext, Severity } from './check.js';
import { schemaValidators } from '@ausd/contract-facts/validators';
import type { Item } from '../run/walk.js';
import { WALLET } from './networks.js';

export interface JourneyState {
  /** Accounts registered by this run, with the body that registered them. */
  accounts: Array<{ request: Record<string, unknown>; created: Item }>;
  /** The network `addNetwork` added to the EVM wallet. */
  addedNetwork?: string;
  /** The first entitlement request on a network the wallet gained through `addNetwork`, and whether it was granted. */
  entitlementRequest?: { network: string; entitlement: string; granted: boolean };
  routes: Array<{ request: Record<string, unknown>; created: Item }>;
}

export interface StatefulStep {
  name: string;
  severity: Severity;
  summary: string;
  /** The operation the step is reported under. */
  operationId: string;
  run(t: CheckRun, state: JourneyState, ctx: RunContext): Promise<void>;
}

/** A wallet whose address is the contract's `EvmAddress`. */
export const isEvmWallet = (account: Item): boolean =>
  account.kind === WALLET && schemaValidators.EvmAddress(account.address);

// Reading a wallet's networks and entitlements, for the journey's assertions.
import type { Account, AccountUpdate, EntitlementStatus, EntitlementType } from '@ausd/client/types';
import type { Item } from '../run/walk.js';

/** Registering a wallet or adding a network starts this entitlement on it (the contract's `EntitlementType`). */
export const MINT: EntitlementType = 'mint';

/** A requested entitlement waits in this status until reviewed (the contract's `EntitlementStatus`). */
export const PENDING: EntitlementStatus = 'pending_approval';

/** The account kinds the journey tells apart (the contract's `Account['kind']`). */
export const WALLET: Account['kind'] = 'wallet';
export const BANK: Account['kind'] = 'bank';

/** The account updates the journey sends (the contract's `AccountUpdate['operation']`). */
export const SET_NAME: AccountUpdate['operation'] = 'setName';
export const ADD_NETWORK: AccountUpdate['operation'] = 'addNetwork';
export const REQUEST_ENTITLEMENT: AccountUpdate['operation'] = 'requestEntitlement';

export const chainsOf = (account: Item): string[] =>
  (Array.isArray(account.networks) ? account.networks : []).map((n) => String((n as Item).chain));

export const requestedNetworks = (request: Item): string[] =>
  Array.isArray(request.networks) ? request.networks.map(String) : [];

/** `type` of each entitlement the wallet holds on a chain. */
export function networkEntitlements(account: Item, chain: string, status?: string): string[] {
  const entry = (Array.isArray(account.networks) ? account.networks : []).find((n) => (n as Item).chain === chain) as
    Item | undefined;
  const entitlements = (Array.isArray(entry?.entitlements) ? entry.entitlements : []) as Item[];
  return entitlements.filter((e) => status === undefined || e.status === status).map((e) => String(e.type));
}

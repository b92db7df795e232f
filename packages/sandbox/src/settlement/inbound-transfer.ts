// An inbound transfer that followed a route's instructions: a wire carrying the memo, or a token deposit
// to the route's deposit address on one chain.
import { randomBytes, randomInt } from 'node:crypto';
import type { BankDetails } from './counterparties.js';

export type InboundTransfer =
  | { rail: 'wire'; amount: string; currency: string; sender: BankDetails; imad: string }
  | { rail: 'token'; amount: string; currency: string; chain: string; senderAddress: string; transactionHash: string };

export function newTransactionHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** Fedwire IMAD shape: input cycle date, source id, sequence number. */
export function newImad(at: Date): string {
  return `${at.toISOString().slice(0, 10).replaceAll('-', '')}SBXQ${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export function newConfirmationNumber(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

// Test helper: a sender follows a route's instructions. The transfer is settled, held or returned as the
// route's state decides (see settle-transfer.ts).
import { operations } from '@ausd/contract-facts/operations';
import { canonicalIdentity } from '@ausd/client/internal';
import type { SandboxContext, TenantContext } from '../tenancy/context.js';
import { addressRules, type AddressFormat } from '../accounts/address-formats.js';
import { addressFormatOn } from '../core/chains.js';
import { formatMicros, toMicros } from '../core/money.js';
import { invalidField, unknownId } from '../core/problem.js';
import { operations as helperOperations } from '../generated/helpers/operations.js';
import { addressFormatOf } from '../accounts/register-account.js';
import { findRouteRow } from '../routes/list-routes.js';
import type { AccountKind } from '../auth/api-keys.js';
import { checkReads } from '../auth/kind-grant.js';
import { takeRoom } from '../tenancy/limits.js';
import { depositInstructions } from '../routes/route-instructions.js';
import { currenciesOf, paidIn, topologyOf, type PaidIn, type Topology } from '../routes/topology.js';
import { writeTransactions } from '../transactions/transaction-records.js';
import { inTransaction } from '../store/transaction.js';
import type { BankDetails } from './counterparties.js';
import { newImad, newTransactionHash, type InboundTransfer } from './inbound-transfer.js';
import type { CompletedTransfer, HeldTransfer } from '../generated/helpers/types.js';
import { decide, returnOf, settlementOf } from './settle-transfer.js';

export interface SimulatedTransfer {
  amount: string;
  /** Wire routes: the sending bank account (its registration and verification decide whether settlement is held). */
  sender?: Partial<BankDetails>;
  /** On-chain routes: the chain deposited on (one of the route's instruction chains). */
  chain?: string;
  /** On-chain routes: one of the instruction's supportedCurrencies (default: the first). */
  currency?: string;
  /** On-chain routes: the sending address (default: the service's test faucet address for the chain). */
  senderAddress?: string;
}

/** The helpers document's answer: settled or returned at once, or held with its reason. */
export type SimulationOutcome = CompletedTransfer | HeldTransfer;

function str(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(field, `'${field}' is required.`);
  return value;
}

/** How a sender pays in on a route (its topology's `paidIn`), from the helper's body. */
type PaidInTransfer = (
  ctx: SandboxContext,
  route: { id: string },
  topology: Topology,
  body: SimulatedTransfer,
  amount: string,
) => InboundTransfer;

/** Stored bank numbers are compared by the contract's identity rules (`x-identity`: spaces ignored). */
const identity = operations.createAccount.identity;

/** A wire from the sender's bank to the service's, in the route's fiat source currency (`x-route-rules`). */
const wireTransfer: PaidInTransfer = (ctx, _route, topology, body, amount) => {
  const sender = body.sender ?? {};
  return {
    rail: 'wire',
    amount,
    currency: currenciesOf(topology).from,
    sender: {
      accountNumber: canonicalIdentity(identity.accountNumber, str(sender.accountNumber, 'sender.accountNumber')),
      routingNumber: canonicalIdentity(identity.routingNumber, str(sender.routingNumber, 'sender.routingNumber')),
      bankName: sender.bankName ?? 'Sender Bank',
      beneficiary: sender.beneficiary ?? 'Sender',
    },
    imad: newImad(ctx.clock.now()),
  };
};

/** A deposit on chain to one of the route's deposit addresses, in a currency it accepts. */
const depositTransfer: PaidInTransfer = (_ctx, route, topology, body, amount) => {
  const chain = str(body.chain, 'chain');
  const instruction = depositInstructions(route.id, topology).find((entry) => entry.chain === chain);
  if (instruction === undefined) {
    throw invalidField('chain', `The route has no deposit address on '${chain}'.`);
  }
  const currency = body.currency ?? instruction.supportedCurrencies[0]!;
  if (!instruction.supportedCurrencies.includes(currency)) {
    throw invalidField(
      'currency',
      `The deposit address on '${chain}' accepts ${instruction.supportedCurrencies.join(', ')}.`,
    );
  }
  // A deposit chain is a route destination, where wallets of one format register.
  const format = addressFormatOn(chain)!;
  const senderAddress = body.senderAddress ?? faucetAddress(format);
  if (addressFormatOf(senderAddress) !== format) {
    throw invalidField('senderAddress', `Not an address of '${chain}'.`);
  }
  return { rail: 'token', amount, currency, chain, senderAddress, transactionHash: newTransactionHash() };
};

/** Each way of paying in the vocabulary declares: a way added there fails the type-check here. */
const transfers = { wire: wireTransfer, deposit: depositTransfer } satisfies Record<PaidIn, PaidInTransfer>;

function toTransfer(
  ctx: SandboxContext,
  route: { id: string; from_currency: string; to_currency: string },
  body: SimulatedTransfer,
): InboundTransfer {
  const micros = toMicros(String(body.amount));
  if (micros === undefined || micros === 0)
    throw invalidField('amount', 'A positive decimal string with at most six decimals.');
  const topology = topologyOf(route.from_currency, route.to_currency)!;
  return transfers[paidIn(topology)](ctx, route, topology, body, formatMicros(micros));
}

/** A sender outside the organization: the sandbox's faucet, one address per format. */
function faucetAddress(format: AddressFormat): string {
  return addressRules[format].derived('sandbox faucet');
}

/** The kind of the party a transfer comes from, on each way of paying in. */
const senderKind = { wire: 'bank', deposit: 'wallet' } as const satisfies Record<PaidIn, AccountKind>;

/**
 * A route exists for the caller when it reads its destination's kind; the transfer needs the sender's kind too, as
 * the transaction it becomes reports both.
 */
export function simulateInboundTransfer(
  ctx: TenantContext,
  routeId: string,
  body: SimulatedTransfer,
): Promise<SimulationOutcome> {
  const { organizationId, accountKinds } = ctx.tenant;
  return inTransaction(ctx, async (ctx): Promise<SimulationOutcome> => {
    const route = await findRouteRow(ctx, routeId);
    if (route === undefined) throw unknownId(helperOperations.simulateTransfer, 'routeId');
    const way = paidIn(topologyOf(route.from_currency, route.to_currency)!);
    checkReads(accountKinds, senderKind[way], 'a transfer from one is not simulated with it');
    const transfer = toTransfer(ctx, route, body);
    await takeRoom(ctx, 'simulatedTransactions');
    const receivedAt = ctx.clock.now().toISOString();
    const decision = await decide(ctx, route, transfer);
    if (decision.kind === 'hold') {
      await takeRoom(ctx, 'heldTransfers');
      const id = ctx.newId();
      await ctx.db
        .insertInto('pending_transfers')
        .values({
          id,
          organization_id: organizationId,
          route_id: route.id,
          received_at: receivedAt,
          transfer: JSON.stringify(transfer),
          hold_reason: decision.reason,
        })
        .execute();
      return { status: 'held', pendingTransferId: id, reason: decision.reason };
    }
    const txn =
      decision.kind === 'settle'
        ? await settlementOf(ctx, route, transfer, receivedAt)
        : await returnOf(ctx, route, transfer, receivedAt);
    await writeTransactions(ctx.db, [txn]);
    return { status: decision.kind === 'settle' ? 'settled' : 'returned', transactionId: txn.id };
  });
}

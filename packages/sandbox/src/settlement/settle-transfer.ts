// What happens to an inbound transfer on a route: settled into a transaction of the route's type, held
// (fiat bank account not registered or verified; destination wallet's mint still conditionally approved),
// or returned (the destination's mint entitlement was rejected or removed).
import type { Decision } from './decision.js';
import { findAccountRow, findEntitlement, isVerified } from '../accounts/account-records.js';
import { sql } from 'kysely';
import { kindSql } from '../store/column-values.js';
import { entitlementStatuses } from '../accounts/entitlement-statuses.js';
import type { Counterparty, CounterpartyWithAmounts, Leg } from '../core/api-types.js';
import type { SandboxContext, TenantContext } from '../tenancy/context.js';
import type { RouteRow } from '../routes/route-records.js';
import { isOnChainDestination, paidIn, topologyOf, transactionTypeOf } from '../routes/topology.js';
import type { SettledTransaction } from '../transactions/transaction-records.js';
import { customerBank, customerWallet, serviceBankParty, serviceWallet } from './counterparties.js';
import { newConfirmationNumber, newImad, newTransactionHash, type InboundTransfer } from './inbound-transfer.js';

export async function decide(ctx: TenantContext, route: RouteRow, transfer: InboundTransfer): Promise<Decision> {
  const topology = topologyOf(route.from_currency, route.to_currency)!;
  if (paidIn(topology) === 'wire' && transfer.rail === 'wire') {
    const bank = await ctx.db
      .selectFrom('accounts')
      .select('verified')
      .where('organization_id', '=', route.organization_id)
      .where(sql<boolean>`kind = ${sql.raw(kindSql.bank)}`)
      .where('routing_number', '=', transfer.sender.routingNumber)
      .where('account_number', '=', transfer.sender.accountNumber)
      .executeTakeFirst();
    if (bank === undefined) return { kind: 'hold', reason: 'bank_account_unregistered' };
    if (!isVerified(bank)) return { kind: 'hold', reason: 'bank_account_unverified' };
  }
  if (!isOnChainDestination(topology)) {
    const bank = await findAccountRow(ctx, route.to_account_id);
    return bank !== undefined && isVerified(bank)
      ? { kind: 'settle' }
      : { kind: 'hold', reason: 'bank_account_unverified' };
  }
  const mint = await findEntitlement(ctx.db, route.to_account_id, route.to_chain!, 'mint');
  return mint === undefined ? { kind: 'return' } : entitlementStatuses[mint].transfer;
}

async function inboundLeg(
  ctx: TenantContext,
  route: RouteRow,
  transfer: InboundTransfer,
  receivedAt: string,
): Promise<Leg> {
  const base = {
    id: ctx.newId(),
    amount: transfer.amount,
    currency: transfer.currency,
    direction: 'TO_AGORA' as const,
    occurredAt: receivedAt,
  };
  if (transfer.rail === 'wire') {
    return {
      ...base,
      detail: { type: 'wire', imad: transfer.imad },
      source: customerBank(transfer.sender),
      recipient: serviceBankParty(),
    };
  }
  return {
    ...base,
    detail: { type: 'token', transactionHash: transfer.transactionHash },
    source: await customerWallet(ctx, transfer.senderAddress, transfer.chain),
    recipient: serviceWallet(transfer.chain, route.id),
  };
}

function senderOf(leg: Leg): Counterparty {
  return leg.source;
}

function withAmounts(party: Counterparty, amount: string, currency: string): CounterpartyWithAmounts {
  return { ...party, amounts: [{ amount, currency }] };
}

async function isInstant(ctx: SandboxContext, accountId: string, chain: string): Promise<boolean> {
  const status = await findEntitlement(ctx.db, accountId, chain, 'instant_settlement');
  return status !== undefined && entitlementStatuses[status].instant;
}

/** The transaction a settled transfer becomes: the inbound leg plus the delivery of the destination currency. */
export async function settlementOf(
  ctx: TenantContext,
  route: RouteRow,
  transfer: InboundTransfer,
  receivedAt: string,
): Promise<SettledTransaction> {
  const now = ctx.clock.now();
  const settledAt = now.toISOString();
  const inbound = await inboundLeg(ctx, route, transfer, receivedAt);
  const topology = topologyOf(route.from_currency, route.to_currency)!;
  let outbound: Leg;
  let instant: boolean;
  if (!isOnChainDestination(topology)) {
    const bank = (await findAccountRow(ctx, route.to_account_id))!;
    const recipient = customerBank({
      accountNumber: bank.account_number!,
      routingNumber: bank.routing_number!,
      bankName: bank.bank_name!,
      beneficiary: bank.beneficiary!,
    });
    const senderAccount = inbound.source.kind === 'wallet' ? inbound.source.accountId : null;
    instant =
      senderAccount !== null && transfer.rail === 'token' && (await isInstant(ctx, senderAccount, transfer.chain));
    outbound = {
      id: ctx.newId(),
      amount: transfer.amount,
      currency: route.to_currency,
      direction: 'FROM_AGORA',
      occurredAt: settledAt,
      detail: instant
        ? { type: 'instantPayment', confirmationNumber: newConfirmationNumber() }
        : { type: 'wire', imad: newImad(now) },
      source: serviceBankParty(),
      recipient,
    };
  } else {
    const chain = route.to_chain!;
    instant = await isInstant(ctx, route.to_account_id, chain);
    const wallet = (await findAccountRow(ctx, route.to_account_id))!;
    outbound = {
      id: ctx.newId(),
      amount: transfer.amount,
      currency: route.to_currency,
      direction: 'FROM_AGORA',
      occurredAt: settledAt,
      detail: { type: 'token', transactionHash: newTransactionHash() },
      source: serviceWallet(chain, null),
      recipient: await customerWallet(ctx, wallet.address!, chain),
    };
  }
  return {
    id: ctx.newId(),
    organizationId: route.organization_id,
    type: transactionTypeOf(topology),
    initiatedAt: receivedAt,
    settledAt,
    isInstantSettlement: instant,
    source: withAmounts(senderOf(inbound), inbound.amount, inbound.currency),
    recipient: withAmounts(outbound.recipient, outbound.amount, outbound.currency),
    legs: [inbound, outbound],
    routeId: route.id,
  };
}

/** The `return` transaction that sends a transfer back to its sender over the rail it came on. */
export async function returnOf(
  ctx: TenantContext,
  route: RouteRow,
  transfer: InboundTransfer,
  receivedAt: string,
): Promise<SettledTransaction> {
  const now = ctx.clock.now();
  const inbound = await inboundLeg(ctx, route, transfer, receivedAt);
  const refund: Leg = {
    id: ctx.newId(),
    amount: transfer.amount,
    currency: transfer.currency,
    direction: 'FROM_AGORA',
    occurredAt: now.toISOString(),
    detail:
      transfer.rail === 'wire'
        ? { type: 'wire', imad: newImad(now) }
        : { type: 'token', transactionHash: newTransactionHash() },
    source: inbound.recipient,
    recipient: inbound.source,
  };
  return {
    id: ctx.newId(),
    organizationId: route.organization_id,
    type: 'return',
    initiatedAt: receivedAt,
    settledAt: now.toISOString(),
    isInstantSettlement: false,
    source: withAmounts(refund.source, refund.amount, refund.currency),
    recipient: withAmounts(refund.recipient, refund.amount, refund.currency),
    legs: [inbound, refund],
    routeId: route.id,
  };
}

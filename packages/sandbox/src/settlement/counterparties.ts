// Counterparties as transactions and legs report them. The service's own side carries the service's name;
// a customer bank's accountId is always null (as the contract says of banks today).
import { operations } from '@ausd/contract-facts/operations';
import { canonicalIdentity } from '@ausd/client/internal';
import { displayAddress } from '../accounts/account-records.js';
import { sql } from 'kysely';
import { kindSql } from '../store/column-values.js';
import type { BankCounterparty, WalletCounterparty } from '../core/api-types.js';
import { addressFormatOn } from '../core/chains.js';
import type { TenantContext } from '../tenancy/context.js';
import { depositAddress } from '../routes/route-instructions.js';
import { SERVICE_NAME, serviceBank } from '../routes/service-bank.js';

export interface BankDetails {
  accountNumber: string;
  routingNumber: string;
  bankName: string;
  beneficiary: string;
}

export function customerBank(bank: BankDetails): BankCounterparty {
  return {
    kind: 'bank',
    accountId: null,
    accountNumber: bank.accountNumber,
    bankName: bank.bankName,
    name: bank.beneficiary,
  };
}

export function serviceBankParty(): BankCounterparty {
  return {
    kind: 'bank',
    accountId: null,
    accountNumber: serviceBank.accountNumber,
    bankName: serviceBank.bankName,
    name: SERVICE_NAME,
  };
}

/** A customer address on `chain`, linked to the tenant's wallet account when it is one. */
export async function customerWallet(ctx: TenantContext, address: string, chain: string): Promise<WalletCounterparty> {
  // Stored as registrations store it (`x-identity`), shown in the chain's format.
  const stored = canonicalIdentity(operations.createAccount.identity.address, address);
  const format = addressFormatOn(chain)!;
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('organization_id', '=', ctx.tenant.organizationId)
    .where(sql<boolean>`kind = ${sql.raw(kindSql.wallet)}`)
    .where('address', '=', stored)
    .executeTakeFirst();
  return {
    kind: 'wallet',
    accountId: account?.id ?? null,
    address: displayAddress(stored, format),
    chain,
    name: account === undefined || account.name === '' ? null : account.name,
  };
}

/** The service's side on chain: the route's deposit address when there is a route, else the service's treasury. */
export function serviceWallet(chain: string, routeId: string | null): WalletCounterparty {
  return {
    kind: 'wallet',
    accountId: null,
    address: depositAddress(routeId ?? 'service treasury', chain),
    chain,
    name: SERVICE_NAME,
  };
}

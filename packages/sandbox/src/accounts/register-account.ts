// POST /v0/accounts: registers a wallet (with its initial entitlements per network) or a bank account.
import { contractEnums, operations, schemaChoices } from '@ausd/contract-facts/operations';
import { schemaValidators } from '@ausd/contract-facts/validators';
import { bodyField, schemaIssues } from '@ausd/contract-facts/schema-issues';
import { canonicalIdentity } from '@ausd/client/internal';
import type { Account, NewAccount, NewBank, NewWallet } from '../core/api-types.js';
import { chainFacts, type AddressFormat } from '../core/chains.js';
import { sql } from 'kysely';
import { nowIso, type SandboxContext, type TenantContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';
import { ApiProblem, invalidRequest, type Issue } from '../core/problem.js';
import { checkReads } from '../auth/kind-grant.js';
import { takeRoom } from '../tenancy/limits.js';
import { readableKinds } from './list-accounts.js';
import {
  findAccountRow,
  insertBank,
  insertWallet,
  insertWalletNetwork,
  readAccount,
  setEntitlement,
} from './account-records.js';

export function accountAlreadyExists(): ApiProblem {
  return new ApiProblem('account_already_exists', 'This account is already registered to the organization.');
}

/** The address schema of each format (WalletAccount's `if`/`then`): a format without one fails the type-check. */
const addressSchemas = schemaChoices.WalletAccount.addressFormat satisfies Record<
  AddressFormat,
  { address: keyof typeof schemaValidators }
>;

/** The format whose address schema `address` meets, or undefined when none does. */
export function addressFormatOf(address: string): AddressFormat | undefined {
  return contractEnums.AddressFormat.find((format) => schemaValidators[addressSchemas[format].address](address));
}

/** Why `chain` cannot hold a wallet of `format`, or undefined when it can. */
export function networkIncompatibility(chain: string, format: AddressFormat): string | undefined {
  const facts = chainFacts(chain);
  if (facts === undefined) return `Unknown network '${chain}'.`;
  if (facts.addressFormat === null) return `No wallet address format is supported on '${chain}'.`;
  if (facts.addressFormat !== format) return `An address of format '${format}' cannot be registered on '${chain}'.`;
  return undefined;
}

/** The state table's starting point on a newly registered network: the initial scan passes at once. */
export async function startNetwork(
  ctx: SandboxContext,
  accountId: string,
  chain: string,
  withInstantSettlement: boolean,
): Promise<void> {
  await insertWalletNetwork(ctx.db, accountId, chain);
  await setEntitlement(ctx.db, accountId, chain, 'mint', 'conditionally_approved');
  if (withInstantSettlement && chainFacts(chain)?.instantSettlement) {
    await setEntitlement(ctx.db, accountId, chain, 'instant_settlement', 'pending_approval');
  }
}

async function registerWallet(ctx: TenantContext, body: NewWallet): Promise<string> {
  const format = addressFormatOf(body.address);
  // The router has checked the body against WalletRegistration already; should the schemas ever disagree, the
  // answer is that schema's verdict.
  if (format === undefined) throw invalidRequest(schemaIssues(schemaValidators.WalletRegistration, body, bodyField));
  const address = canonicalIdentity(identity.address, body.address);
  const issues: Issue[] = [];
  body.networks.forEach((chain, index) => {
    const problem = networkIncompatibility(chain, format);
    if (problem !== undefined) issues.push({ field: `networks[${index}]`, message: problem });
    else if (body.networks.indexOf(chain) !== index)
      issues.push({ field: `networks[${index}]`, message: `'${chain}' is listed twice.` });
  });
  if (body.networks.length === 0) issues.push({ field: 'networks', message: 'At least one network is required.' });
  if (issues.length > 0) throw invalidRequest(issues);

  if (await registeredAs(ctx, { kind: body.kind, address })) throw accountAlreadyExists();

  const id = ctx.newId();
  const { organizationId } = ctx.tenant;
  const wallet = { id, organizationId, name: body.name ?? '', createdAt: nowIso(ctx), address, addressFormat: format };
  // A registration of the same address committed meanwhile (another process) is found by the unique index.
  if (!(await insertWallet(ctx.db, wallet))) throw accountAlreadyExists();
  for (const chain of body.networks) await startNetwork(ctx, id, chain, true);
  return id;
}

/** The contract's identity rule for each identifying body field (`x-identity`). */
const identity = operations.createAccount.identity;

type IdentityField = keyof typeof identity;

/** The column each identifying field is stored in: a field added to `x-identity` fails here until it is stored. */
const identityColumns = {
  kind: 'kind',
  address: 'address',
  beneficiary: 'beneficiary',
  routingNumber: 'routing_number',
  accountNumber: 'account_number',
} as const satisfies Record<IdentityField, string>;

/**
 * Whether the tenant holds an account with these identifying values (already in their stored, compared form):
 * the fields of `x-identity` the body carries, each matched exactly.
 */
async function registeredAs(ctx: TenantContext, values: Partial<Record<IdentityField, string>>): Promise<boolean> {
  const fields = (Object.keys(identityColumns) as IdentityField[]).filter((field) => values[field] !== undefined);
  let query = ctx.db
    .selectFrom('accounts')
    .select(sql<number>`1`.as('registered'))
    .where('organization_id', '=', ctx.tenant.organizationId);
  for (const field of fields) query = query.where(sql.ref(identityColumns[field]), '=', values[field]!);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A bank number as stored: compared by the contract's rule, then checked against the stored form's schema
 * (`BankIdentifier`), whose verdict is worded as the router words a field's.
 */
function bankNumber(field: 'accountNumber' | 'routingNumber', value: string): string {
  const stored = canonicalIdentity(identity[field], value);
  const issues = schemaIssues(schemaValidators.BankIdentifier, stored, () => field);
  if (issues.length > 0) throw invalidRequest(issues);
  return stored;
}

async function registerBank(ctx: TenantContext, body: NewBank): Promise<string> {
  const accountNumber = bankNumber('accountNumber', body.accountNumber);
  const routingNumber = bankNumber('routingNumber', body.routingNumber);
  const beneficiary = canonicalIdentity(identity.beneficiary, body.beneficiary);
  if (await registeredAs(ctx, { kind: body.kind, routingNumber, accountNumber, beneficiary })) {
    throw accountAlreadyExists();
  }
  const id = ctx.newId();
  // Sandbox simplification: a bank account registered through the API is verified at once.
  const inserted = await insertBank(ctx.db, {
    id,
    organizationId: ctx.tenant.organizationId,
    name: body.name ?? '',
    createdAt: nowIso(ctx),
    accountNumber,
    routingNumber,
    bankName: body.bankName,
    beneficiary,
    verified: true,
  });
  if (!inserted) throw accountAlreadyExists();
  return id;
}

/**
 * Registers the account. A key registers only accounts of a kind it reads (`403 forbidden` otherwise, before
 * anything is looked up, so no answer tells whether such an account exists). A new bank account may release held
 * transfers: the caller re-decides them after this commits (`releaseHeldTransfers`).
 */
export function registerAccount(ctx: TenantContext, body: NewAccount): Promise<Account> {
  checkReads(readableKinds(ctx.tenant.accountKinds), body.kind, 'it cannot register one');
  return inTransaction(ctx, async (ctx) => {
    await takeRoom(ctx, 'accounts');
    const id = body.kind === 'wallet' ? await registerWallet(ctx, body) : await registerBank(ctx, body);
    return readAccount(ctx.db, (await findAccountRow(ctx, id))!);
  });
}

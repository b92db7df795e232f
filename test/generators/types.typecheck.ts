// Compile-time checks of generated/types.ts, run by `npm run typecheck` (tsconfig.json includes test/). Every
// `@ts-expect-error` marks misuse that must not compile; an unused one is itself a compile error.
import { expectTypeOf } from 'vitest';
import type {
  Account,
  Amount,
  BankAccount,
  BankCounterpartyWithAmounts,
  CounterpartyChain,
  CounterpartyWithAmounts,
  CreateAccountBody,
  CreateRouteBody,
  CreateRouteErrorCode,
  CreateRouteErrors,
  CreateRouteResult,
  GetAccountParams,
  GetTotalSupplyResult,
  GetTransactionResult,
  LegDetail,
  ListAccountsErrorCode,
  ListTransactionsQuery,
  ListTransactionsResult,
  Metrics,
  Route,
  TransactionStatus,
  TransactionSummary,
  TransactionType,
  UnauthorizedErrorBody,
  UpdateAccountBody,
  WalletAccount,
  WalletCounterpartyWithAmounts,
} from '../../packages/client/src/generated/types.js';

// Discriminated unions narrow on `kind` and `type`.
declare const account: Account;
if (account.kind === 'wallet') {
  expectTypeOf(account).toExtend<WalletAccount>();
  expectTypeOf(account.addressFormat).toEqualTypeOf<'ethereum' | 'solana'>();
} else {
  expectTypeOf(account).toExtend<BankAccount>();
  expectTypeOf(account.routingNumber).toBeString();
}

declare const detail: LegDetail;
switch (detail.type) {
  case 'token':
    expectTypeOf(detail.transactionHash).toEqualTypeOf<string | null>();
    break;
  case 'wire':
    expectTypeOf(detail.imad).toEqualTypeOf<string | null>();
    break;
  case 'bookTransfer':
  case 'instantPayment':
    expectTypeOf(detail.confirmationNumber).toEqualTypeOf<string | null>();
    break;
  case 'fee':
    // @ts-expect-error a fee leg has no rail reference
    void detail.confirmationNumber;
    break;
  default:
    expectTypeOf(detail).toBeNever();
}

declare const detailTx: GetTransactionResult;
const counterparty = detailTx.legs[0]!.source;
if (counterparty.kind === 'wallet') expectTypeOf(counterparty.chain).toEqualTypeOf<CounterpartyChain>();

// A transaction's counterparties narrow on `kind` as well, and carry their amounts on either side.
expectTypeOf<TransactionSummary['source']['kind']>().toEqualTypeOf<'bank' | 'wallet'>();
declare const summary: TransactionSummary;
const source = summary.source;
if (source.kind === 'wallet') {
  expectTypeOf(source).toEqualTypeOf<WalletCounterpartyWithAmounts>();
  expectTypeOf(source.address).toEqualTypeOf<string | null>();
  expectTypeOf(source.chain).toEqualTypeOf<CounterpartyChain>();
  expectTypeOf(source.amounts).toEqualTypeOf<Amount[]>();
} else {
  expectTypeOf(source).toEqualTypeOf<BankCounterpartyWithAmounts>();
  expectTypeOf(source.bankName).toEqualTypeOf<string | null>();
  expectTypeOf(source.amounts).toEqualTypeOf<Amount[]>();
  // @ts-expect-error a bank counterparty has no chain
  void source.chain;
}

// Open enums: the known literals stay visible, any other string is accepted.
expectTypeOf<'mint'>().toExtend<TransactionType>();
expectTypeOf<'teleport'>().toExtend<TransactionType>();
expectTypeOf<TransactionType>().toBeString();
expectTypeOf<'settled'>().toExtend<TransactionStatus>();
const status: TransactionStatus = 'pending';
void status;

// Nullable fields are `| null`; decimal strings stay strings; absent-when-partial totals are optional.
expectTypeOf<TransactionSummary['settledAt']>().toEqualTypeOf<string | null>();
expectTypeOf<Route['name']>().toEqualTypeOf<string | null>();
expectTypeOf<Metrics['totalSupply']>().toEqualTypeOf<string | undefined>();
expectTypeOf<GetTotalSupplyResult>().toBeString();
expectTypeOf<TransactionSummary['source']['amounts'][number]['amount']>().toBeString();

// Per-operation params, query, body, result and error codes.
expectTypeOf<GetAccountParams>().toEqualTypeOf<{ accountId: string }>();
expectTypeOf<ListTransactionsQuery['limit']>().toEqualTypeOf<number | undefined>();
expectTypeOf<ListTransactionsQuery['initiatedAt.gte']>().toEqualTypeOf<string | undefined>();
expectTypeOf<NonNullable<ListTransactionsQuery['type']>>().toEqualTypeOf<
  ('bridge' | 'mint' | 'redeem' | 'return' | 'reward')[]
>();
expectTypeOf<ListTransactionsResult['data'][number]>().toEqualTypeOf<TransactionSummary>();
expectTypeOf<ListTransactionsResult['nextCursor']>().toEqualTypeOf<string | null>();
expectTypeOf<CreateRouteResult>().toEqualTypeOf<Route>();

// A route names only the currencies of its topologies; the body takes any code, which the service answers
// with currency_unsupported (usdc as a source, eur) rather than parameter_invalid.
expectTypeOf<Route['from']['currency']>().toEqualTypeOf<'usd' | 'ausd' | 'stablecoin'>();
expectTypeOf<Route['to']['currency']>().toEqualTypeOf<'ausd' | 'usd' | 'usdc'>();
expectTypeOf<'usdc'>().toExtend<CreateRouteBody['from']['currency']>();
expectTypeOf<'eur'>().toExtend<CreateRouteBody['to']['currency']>();

expectTypeOf<CreateRouteErrorCode<409>>().toEqualTypeOf<'route_already_exists'>();
expectTypeOf<CreateRouteErrorCode<503>>().toEqualTypeOf<'route_creation_unavailable' | 'service_unavailable'>();
expectTypeOf<'direction_unsupported'>().toExtend<CreateRouteErrorCode<400>>();
expectTypeOf<'route_already_exists'>().toExtend<CreateRouteErrorCode>();
expectTypeOf<ListAccountsErrorCode<403>>().toEqualTypeOf<
  'forbidden' | 'account_not_eligible' | 'account_not_provisioned' | 'account_verification_pending'
>();
expectTypeOf<CreateRouteErrors[401]>().toEqualTypeOf<UnauthorizedErrorBody>();

declare const conflict: CreateRouteErrors[409];
expectTypeOf(conflict.context.routeId).toBeString();

declare const code: CreateRouteErrorCode;
switch (code) {
  case 'route_already_exists':
  case 'parameter_invalid':
    break;
  // @ts-expect-error not a code createRoute can return
  case 'entitlement_not_requestable':
    break;
}

// Misuse does not compile.
const address = '0x52908400098527886e0f7030069857d2e4169ee7';
// @ts-expect-error `kind` must be wallet or bank
const card: CreateAccountBody = { kind: 'card', address, networks: ['ethereum'] };
// @ts-expect-error a wallet registration needs its networks
const noNetworks: CreateAccountBody = { kind: 'wallet', address: '0x52908400098527886e0f7030069857d2e4169ee7' };
const destination = { currency: 'ausd', chain: 'base', accountId: 'a' } as const;
// @ts-expect-error a currency code is a string
const numericSource: CreateRouteBody = { from: { currency: 840 }, to: destination };
// @ts-expect-error `setName` takes a name, not a network
const rename: UpdateAccountBody = { operation: 'setName', network: 'base' };
// @ts-expect-error limit is a number once parsed
const limit: ListTransactionsQuery = { limit: '50' };
// @ts-expect-error not a transaction type filter value
const filter: ListTransactionsQuery = { type: ['teleport'] };
// @ts-expect-error 418 is not a documented status of createRoute
type Teapot = CreateRouteErrorCode<418>;
const walletParty = {
  kind: 'wallet',
  accountId: null,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  chain: 'base',
  name: null,
} as const;
// @ts-expect-error a transaction's counterparty carries its amounts
const noAmounts: CounterpartyWithAmounts = walletParty;
// @ts-expect-error a wallet counterparty has no bank name
const mixed: CounterpartyWithAmounts = { ...walletParty, bankName: 'Bank', amounts: [] };
// @ts-expect-error counterparties are banks or wallets, nothing named after a schema
const schemaKind: CounterpartyWithAmounts['kind'] = 'CounterpartyWithAmounts';

export type Misuse = [
  typeof card,
  typeof noNetworks,
  typeof numericSource,
  typeof rename,
  typeof limit,
  typeof filter,
  Teapot,
  typeof noAmounts,
  typeof mixed,
  typeof schemaKind,
];

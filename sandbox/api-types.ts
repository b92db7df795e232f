// The contract's shapes as the sandbox uses them: re-exported from generated/types.ts so the sandbox cannot
// drift from the spec. Two local refinements where the contract is open or its generated type unusable.
import type { Amount, Counterparty, DepositInstruction as ContractDepositInstruction } from '../generated/types.js';

export type {
  Account,
  AccountUpdate,
  Amount,
  BankAccount,
  BankCounterparty,
  Counterparty,
  Leg,
  LegDetail,
  NetworkEntry,
  Route,
  TransactionDetail,
  TransactionSummary,
  WalletAccount,
  WalletCounterparty,
  WireInstruction,
  AccountRegistration as NewAccount,
  BankRegistration as NewBank,
  RouteCreation as NewRoute,
  WalletRegistration as NewWallet,
} from '../generated/types.js';

/** The contract leaves the name of a deposit instruction's chain field unspecified; the sandbox calls it `chain`. */
export type DepositInstruction = ContractDepositInstruction & { chain: string };

/** A counterparty with its per-currency `amounts`, as on a transaction (not on its legs). */
export type CounterpartyWithAmounts = Counterparty & { amounts: Amount[] };

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

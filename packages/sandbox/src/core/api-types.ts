// The contract's shapes as the sandbox uses them: re-exported from generated/types.ts so the sandbox cannot
// drift from the spec. One local refinement where the contract is open.
import type { DepositInstruction as ContractDepositInstruction } from '@ausd/client/types';

export type {
  Account,
  AccountUpdate,
  Amount,
  BankAccount,
  BankCounterparty,
  Counterparty,
  CounterpartyWithAmounts,
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
} from '@ausd/client/types';

/** The contract leaves the name of a deposit instruction's chain field unspecified; the sandbox calls it `chain`. */
export type DepositInstruction = ContractDepositInstruction & { chain: string };

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

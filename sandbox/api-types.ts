// The response and request shapes the sandbox produces and consumes. PROVISIONAL until generated/types.ts
// exists; then this file only re-exports from it so the sandbox cannot drift from the contract.

export interface Entitlement {
  type: string;
  status: string;
}
export interface NetworkEntry {
  chain: string;
  entitlements: Entitlement[];
}
export interface WalletAccount {
  id: string;
  address: string;
  addressFormat: 'ethereum' | 'solana';
  createdAt: string;
  kind: 'wallet';
  name: string;
  networks: NetworkEntry[];
}
export interface BankAccount {
  id: string;
  accountNumber: string;
  bankName: string;
  beneficiary: string;
  createdAt: string;
  currency: 'usd';
  kind: 'bank';
  name: string;
  routingNumber: string;
}
export type Account = WalletAccount | BankAccount;

export interface NewWallet {
  kind: 'wallet';
  address: string;
  networks: string[];
  name?: string;
}
export interface NewBank {
  kind: 'bank';
  accountNumber: string;
  bankName: string;
  beneficiary: string;
  routingNumber: string;
  name?: string;
}
export type NewAccount = NewWallet | NewBank;

export interface AccountUpdate {
  operation: 'setName' | 'addNetwork' | 'requestEntitlement';
  name?: string;
  network?: string;
  entitlement?: string;
}

export interface BankCounterparty {
  kind: 'bank';
  accountId: string | null;
  accountNumber: string | null;
  bankName: string | null;
  name: string | null;
}
export interface WalletCounterparty {
  kind: 'wallet';
  accountId: string | null;
  address: string | null;
  chain: string;
  name: string | null;
}
export type Counterparty = BankCounterparty | WalletCounterparty;
export interface Amount {
  amount: string;
  currency: string;
}
export type CounterpartyWithAmounts = Counterparty & { amounts: Amount[] };

export type LegDetail =
  | { type: 'token'; transactionHash: string | null }
  | { type: 'wire'; imad: string | null }
  | { type: 'bookTransfer'; confirmationNumber: string | null }
  | { type: 'instantPayment'; confirmationNumber: string | null }
  | { type: 'fee' };

export interface Leg {
  id: string;
  amount: string;
  currency: string;
  detail: LegDetail;
  direction: 'FROM_AGORA' | 'TO_AGORA';
  occurredAt: string;
  recipient: Counterparty;
  source: Counterparty;
}

export interface TransactionSummary {
  id: string;
  initiatedAt: string;
  isInstantSettlement: boolean;
  legCount: number;
  recipient: CounterpartyWithAmounts;
  source: CounterpartyWithAmounts;
  settledAt: string | null;
  status: string;
  type: string;
}
export type TransactionDetail = TransactionSummary & { legs: Leg[] };

export interface WireInstruction {
  memo: string;
  beneficiary: string;
  accountNumber: string;
  bankName: string;
  routingNumber: string;
}
export interface DepositInstruction {
  chain: string;
  depositAddress: string;
  supportedCurrencies: string[];
}
export interface Route {
  id: string;
  createdAt: string;
  from: { currency: string };
  to: { currency: string; chain?: string; accountId: string };
  instructions: Array<WireInstruction | DepositInstruction>;
  name: string | null;
}
export interface NewRoute {
  from: { currency: string };
  to: { currency: string; chain?: string; accountId: string };
  name?: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

// The types an integrator reaches for first, checked by `npm run typecheck`: `Transaction`, the `Known…` values of
// each open enum, and list filters of an open enum's known values taking the open enum (a value read from an answer,
// or one a later API version adds). Every `@ts-expect-error` line must be a type error.
import { createClient } from '../../packages/client/src/generated/client.js';
import type {
  KnownTransactionType,
  ListTransactionsQuery,
  Transaction,
  TransactionDetail,
  TransactionSummary,
  TransactionType,
} from '../../packages/client/src/generated/types.js';

const client = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export async function typesToFind(summary: TransactionSummary, detail: TransactionDetail): Promise<void> {
  // The open enum's values are accepted by its filter, also ones this version does not list (TS2322 before).
  const types: TransactionType[] = ['mint'];
  client.transactions.list({ type: types });
  client.transactions.list({ type: [summary.type, 'a-type-added-later'] });
  // What the API accepts today has a name of its own, which the contract's query type uses.
  const known: KnownTransactionType[] = ['mint', 'redeem'];
  client.transactions.list({ type: known });
  // @ts-expect-error a known value is one the contract lists
  const unknown: KnownTransactionType = 'a-type-added-later';
  void unknown;
  true satisfies Equal<ListTransactionsQuery['type'], KnownTransactionType[] | undefined>;
  // @ts-expect-error the filter still takes a list
  client.transactions.list({ type: 'mint' });

  // `Transaction` is every transaction, listed or fetched.
  const listed: Transaction = summary;
  const fetched: Transaction = detail;
  for await (const tx of client.transactions.list()) tx satisfies Transaction;
  (await client.transactions.get('t')) satisfies Transaction;
  void [listed, fetched];
  // @ts-expect-error the legs are the detail's, not every transaction's
  void listed.legs;
}

// Compile-time contract of the client, checked by `npm run typecheck` (tsconfig.json includes test/): every
// `@ts-expect-error` line below must be a type error, or tsc fails with "Unused '@ts-expect-error'".
import { createClient, isErrorOf } from '../../packages/client/src/generated/client.js';

const client = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });

export async function misuse(): Promise<void> {
  // Filters: values outside the contract's enums, wrong shapes, unknown parameters.
  // @ts-expect-error 'mars' is not a chain (a closed enum; `type` takes its open enum: types-to-find.typecheck.ts)
  client.transactions.list({ sourceChain: ['mars'] });
  // @ts-expect-error a list filter takes an array, not one comma-joined string
  client.transactions.list({ type: 'mint,redeem' });
  // @ts-expect-error range bounds are gt/gte/lt/lte only
  client.transactions.list({ initiatedAt: { eq: new Date() } });
  // @ts-expect-error a range bound is a Date or a string
  client.transactions.list({ initiatedAt: { gte: 1_700_000_000 } });
  // @ts-expect-error the dotted wire form is not the typed form
  client.transactions.list({ 'initiatedAt.gte': '2026-01-01T00:00:00Z' });
  // @ts-expect-error unknown filter
  client.transactions.list({ status: ['settled'] });
  // @ts-expect-error limit is a number
  client.accounts.list({ limit: '50' });
  // @ts-expect-error kind is wallet or bank
  client.accounts.list({ kind: 'card' });

  // Paging helpers: items typed by the list's item schema; collecting needs an explicit bound.
  const wallets = await client.accounts.list({ kind: 'wallet' }).toArray({ limit: 500 });
  wallets.map((account) => account.kind) satisfies ('wallet' | 'bank')[];
  // @ts-expect-error toArray holds every item in memory, so it takes an explicit limit
  await client.transactions.list().toArray();
  await client.transactions.list().each((tx) => tx.type !== 'mint');

  // Bodies: discriminated by kind / operation.
  // @ts-expect-error a bank body needs accountNumber, bankName, beneficiary, routingNumber
  client.accounts.create({ kind: 'bank', name: 'Ops' });
  const address = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
  // @ts-expect-error a wallet body has no bank fields
  client.accounts.create({ kind: 'wallet', address, networks: ['base'], bankName: 'X' });
  // @ts-expect-error unknown kind
  client.accounts.create({ kind: 'card', number: '4242' });
  // @ts-expect-error setName needs name
  client.accounts.update('id', { operation: 'setName' });
  // @ts-expect-error the path parameter comes first
  client.accounts.update({ operation: 'setName', name: 'x' });
  // @ts-expect-error get takes the id
  client.routes.get();

  // Results narrow on discriminators; supply endpoints are strings.
  const account = await client.accounts.get('id');
  if (account.kind === 'wallet') {
    account.networks satisfies unknown[];
    // @ts-expect-error wallets have no routingNumber
    account.routingNumber;
  }
  const supply: string = await client.metrics.totalSupply();
  // @ts-expect-error supply is a string, not a number
  const wrong: number = await client.metrics.circulatingSupply();
  void supply;
  void wrong;

  // Errors: status, code and context typed per operation once narrowed with isErrorOf.
  try {
    await client.routes.create({ from: { currency: 'usd' }, to: { currency: 'ausd', chain: 'base', accountId: 'id' } });
  } catch (error) {
    if (isErrorOf(error, client.routes.create)) {
      if (error.code === 'route_already_exists') error.context.routeId satisfies string;
      // @ts-expect-error account_already_exists is not an error of createRoute (its 409 is route_already_exists)
      if (error.code === 'account_already_exists') return;
      // @ts-expect-error createRoute declares no 418
      if (error.status === 418) return;
    }
    // listAccounts declares no 503; its session's token exchange does, and a method throws the exchange's errors.
    if (isErrorOf(error, client.accounts.list) && error.status === 503) error.code satisfies 'service_unavailable';
    // @ts-expect-error a public call needs no session, so the exchange's 503 is not among its errors
    if (isErrorOf(error, client.metrics.get) && error.status === 503) return;
    if (isErrorOf(error, client.accounts.list) && error.status === 401) {
      error.context.reason satisfies string;
      // @ts-expect-error 'expired' is not one of the contract's 401 reasons
      if (error.context.reason === 'expired') return;
    }
  }
}

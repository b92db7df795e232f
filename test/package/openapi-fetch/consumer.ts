// An integrator who brings openapi-fetch 0.17 reads every response field of the exported `paths` as what it is:
// open enums are strings (openapi-fetch's Readable<T> turns `string & {}` into an object type). Compiled by
// test/package/openapi-fetch.test.ts with moduleResolution bundler and nodenext; must compile with no error.
import createClient, { type FetchResponse } from 'openapi-fetch';
import type { paths, TransactionType } from '../../../packages/client/src/generated/types.js';

const client = createClient<paths>({
  baseUrl: 'https://api.example.com',
  headers: { Authorization: 'Bearer <session JWT>' },
  // Lists are one comma-separated parameter (style: form, explode: false); repeated parameters are rejected.
  querySerializer: { array: { style: 'form', explode: false } },
});

export async function sessionJwt(apiKey: string): Promise<string> {
  const token = await client.POST('/v0/auth/token', { headers: { Authorization: `Bearer ${apiKey}` } });
  if (token.error) throw new Error(token.error.code);
  return token.data.sessionJwt;
}

export async function transactionLabels(): Promise<string[]> {
  const { data, error } = await client.GET('/v0/transactions', {
    params: { query: { type: ['mint', 'redeem'], limit: 50 } },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return (data.data ?? []).map((tx) => {
    const type: string = tx.type;
    const chain: string = tx.source.kind === 'wallet' ? tx.source.chain : 'bank';
    return `${type.toUpperCase()} ${tx.status.toLowerCase()} ${chain.padEnd(8)} ${tx.source.amounts.length}`;
  });
}

export async function supportedCurrencies(): Promise<string[]> {
  const { data, error } = await client.GET('/v0/routes', { params: { query: { limit: 10 } } });
  if (error) return [error.code.toUpperCase()];
  return (data.data ?? []).flatMap((route) =>
    route.instructions.flatMap((instruction) =>
      'supportedCurrencies' in instruction ? instruction.supportedCurrencies.map((code) => code.toUpperCase()) : [],
    ),
  );
}

// Every response body of every operation, success and error, as openapi-fetch hands it over.
type Methods<Path> = { [M in keyof Path]: M extends 'parameters' ? never : Exclude<Path[M], undefined> }[keyof Path];
type Operation = { [P in keyof paths]: Methods<paths[P]> }[keyof paths];
type Bodies<O> =
  O extends Record<string, unknown>
    ? NonNullable<FetchResponse<O, object, 'application/json'>['data' | 'error']>
    : never;
/** The field types a string turned into an object (one with string's methods as keys). */
type StringsTurnedObjects<T> = T extends string | number | boolean | null | undefined
  ? never
  : T extends readonly (infer Item)[]
    ? StringsTurnedObjects<Item>
    : T extends { toUpperCase: unknown; charAt: unknown }
      ? T
      : { [K in keyof T]-?: StringsTurnedObjects<T[K]> }[keyof T];

export const everyFieldReadsAsItsType: [StringsTurnedObjects<Bodies<Operation>>] extends [never] ? true : false = true;

// The toolkit's own named types keep the known values (editor completion): `Extract` of a plain string is never.
export const knownType: Extract<TransactionType, 'mint'> = 'mint';

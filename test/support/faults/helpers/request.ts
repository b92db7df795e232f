// What the faults read of a request ahead of the router: which operation it addresses (the router's own route
// table), its JSON body, its list query.
import type { IncomingMessage } from 'node:http';
import { operations } from '../../../../packages/express/src/generated/operations.js';
import { operationValidators } from '../../../../packages/express/src/generated/validators.js';
import type { OperationSpec } from '../../../../packages/express/src/runtime/operation.js';
import { operationOf } from '../../../../packages/sandbox/src/http/operation-of.js';

export type Json = Record<string, unknown>;

export const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;

/** The operation the request addresses, or undefined. */
export const operationOfRequest = (req: IncomingMessage): OperationSpec | undefined =>
  operationOf(req.method ?? '', pathOf(req));

/** Whether the request addresses this operation of the table. */
export const is = (req: IncomingMessage, operation: OperationSpec): boolean => operationOfRequest(req) === operation;

/** The contract's paginated list operations. */
export const lists = Object.values(operations as Record<string, OperationSpec>).filter(
  (op) => op.pagination && op.method === 'get',
);

/**
 * A JSON request body read ahead of the router, which then takes `req.body` (possibly rewritten) as the body sent
 * (packages/express/src/runtime/request-body.ts); undefined when it is not a JSON object.
 */
export async function readBodyAhead(req: IncomingMessage & { body?: unknown }): Promise<Json | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    req.body = JSON.parse(text);
  } catch {
    req.body = text;
  }
  return req.body && typeof req.body === 'object' ? (req.body as Json) : undefined;
}

/** The body of an account registration, read ahead; undefined for any other request. */
export const registrationBody = (req: IncomingMessage): Promise<Json | undefined> =>
  is(req, operations.createAccount) ? readBodyAhead(req) : Promise.resolve(undefined);

/** The body fields of the registration's `x-identity` compared by this rule. */
export const identityFields = (rule: string): string[] =>
  Object.entries(operations.createAccount.identity).flatMap(([field, compared]) => (compared === rule ? [field] : []));

export function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The query validator of a list operation (it takes parsed values: numbers, arrays). */
export const queryValidator = (op: OperationSpec) =>
  (operationValidators[op.operationId as keyof typeof operationValidators] as { query?: (data: unknown) => boolean })
    .query;

/** Rewrites the query of list requests, keeping or dropping each `name=value` pair with a value set. */
export function filterQuery(
  req: IncomingMessage,
  drop: (parameter: OperationSpec['parameters'][number], value: string) => boolean,
): void {
  const [path = '', search] = (req.url ?? '').split('?');
  const op = lists.find((list) => list.path === path);
  if (!op || search === undefined) return;
  const kept = search.split('&').filter((pair) => {
    const [name = '', value = ''] = pair.split('=').map(decoded);
    const parameter = op.parameters.find((p) => p.name === name);
    return !(parameter?.values && value !== '' && drop(parameter, value));
  });
  req.url = kept.length ? `${path}?${kept.join('&')}` : path;
}

/** Whether every comma-separated value is one of the parameter's set. */
export const inSet = (parameter: { values?: readonly string[] }, value: string) =>
  value.split(',').every((v) => parameter.values!.includes(v));

/** Rewrites the items of every comma-list parameter of a list request, the pairs' encoding otherwise kept. */
export function rewriteLists(
  req: IncomingMessage,
  change: (op: OperationSpec, name: string, items: string[]) => string[],
): void {
  const [path = '', search] = (req.url ?? '').split('?');
  const op = lists.find((list) => list.path === path);
  if (!op || !search) return;
  const pairs = search.split('&').map((pair) => {
    const [name = '', ...rest] = pair.split('=');
    if (op.parameters.find((p) => p.name === name)?.kind !== 'list') return pair;
    return `${name}=${change(op, name, rest.join('=').split(',')).join(',')}`;
  });
  req.url = `${path}?${pairs.join('&')}`;
}

/** The bearer credential the request presents, if any. */
export const presentedBearer = (req: IncomingMessage): string | undefined =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

/** Presents another bearer credential, in both views of the header (authentication refuses a doubled one). */
export function presentBearer(req: IncomingMessage, credential: string): void {
  req.headers.authorization = `Bearer ${credential}`;
  req.rawHeaders = req.rawHeaders.map((value, i) =>
    i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === 'authorization' ? `Bearer ${credential}` : value,
  );
}

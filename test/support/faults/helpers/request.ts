// What the faults read and rewrite of a request in front of the handler (the router routed and authenticated it,
// and validates what the stages leave): its JSON body, its query as sent, its bearer credential.
import type { IncomingMessage } from 'node:http';
import { operations } from '../../../../packages/contract-facts/src/generated/operations.js';
import { operationValidators } from '../../../../packages/contract-facts/src/generated/validators.js';
import type { OperationSpec, ParameterSpec } from '../../../../packages/contract-facts/src/operation.js';
import { decodeComponent } from '../../../../packages/express/src/runtime/raw-query.js';

export type Json = Record<string, unknown>;

/**
 * A JSON request body read ahead of the router's validation, which then takes `req.body` (possibly rewritten) as
 * the body sent (packages/express/src/runtime/request-body.ts); undefined when it is not a JSON object.
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

/** The body fields of the registration's `x-identity` compared by this rule. */
export const identityFields = (rule: string): string[] =>
  Object.entries(operations.createAccount.identity).flatMap(([field, compared]) => (compared === rule ? [field] : []));

/** One `name=value` of the query: the name decoded, the value still percent-encoded as sent. */
export interface QueryPair {
  name: string;
  value: string;
  /** The name as sent, kept when the pair is sent on. */
  sentName?: string;
}

/** The query as sent, in order (split the way the router splits it, packages/express/src/runtime/raw-query.ts). */
export function queryPairs(req: IncomingMessage): QueryPair[] {
  const search = (req.url ?? '').split('?')[1] ?? '';
  return search
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      return { name: decodeComponent(name) ?? name, value, sentName: name };
    });
}

/** Sends the request on with this query instead (names encoded, values as given). */
export function setQueryPairs(req: IncomingMessage, pairs: readonly QueryPair[]): void {
  const path = (req.url ?? '').split('?')[0]!;
  const search = pairs.map(({ name, value, sentName }) => `${sentName ?? encodeURIComponent(name)}=${value}`).join('&');
  req.url = search === '' ? path : `${path}?${search}`;
}

/** A value decoded, or as sent when its encoding is broken. */
export const decoded = (value: string): string => decodeComponent(value) ?? value;

/** The query validator of an operation (it takes parsed values: numbers, arrays). */
export const queryValidator = (op: OperationSpec) =>
  (operationValidators[op.operationId as keyof typeof operationValidators] as { query?: (data: unknown) => boolean })
    .query;

/** Drops each query pair of a parameter with a value set for which `drop` says so. */
export function filterQuery(
  req: IncomingMessage,
  op: OperationSpec,
  drop: (parameter: ParameterSpec, value: string) => boolean,
): void {
  setQueryPairs(
    req,
    queryPairs(req).filter(({ name, value }) => {
      const parameter = op.parameters.find((p) => p.name === name);
      const sent = decoded(value);
      return !(parameter?.values && sent !== '' && drop(parameter, sent));
    }),
  );
}

/** Whether every comma-separated value is one of the parameter's set. */
export const inSet = (parameter: ParameterSpec, value: string) =>
  value.split(',').every((v) => parameter.values!.includes(v));

/** Rewrites the items of every comma-list parameter, as sent (split on the literal commas). */
export function rewriteLists(
  req: IncomingMessage,
  op: OperationSpec,
  change: (name: string, items: string[]) => string[],
): void {
  setQueryPairs(
    req,
    queryPairs(req).map((pair) =>
      op.parameters.find((p) => p.name === pair.name)?.kind === 'list'
        ? { ...pair, value: change(pair.name, pair.value.split(',')).join(',') }
        : pair,
    ),
  );
}

/** The bearer credential the request presents, if any. */
export const presentedBearer = (req: IncomingMessage): string | undefined =>
  /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

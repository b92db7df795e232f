// Deliberate contract violations, for proving the conformance runner catches each class: test support, shipped in
// no package. `startSandbox({intercept: faultMiddleware(fault)})` mounts one in front of the sandbox's API router.
// Every fault rewrites the request before routing or the response as it is written, so the sandbox's own code
// stays correct and each fault is one small function here.
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import {
  errorCatalog,
  errorDocsUrl,
  errorRoles,
  operations,
  requestIdHeader,
  routeRules,
} from '../../packages/express/src/generated/operations.js';
import type { EntitlementType } from '../../packages/client/src/generated/types.js';
import { operationValidators } from '../../packages/express/src/generated/validators.js';
import { isEvmAddress } from '../../packages/contract-model/src/encoding/eip55.js';
import type { OperationSpec } from '../../packages/express/src/runtime/operation.js';
import { operationOf } from '../../packages/sandbox/src/http/operation-of.js';
import { rewriteJson } from '../../packages/sandbox/src/http/rewrite-json.js';

export const faultClasses = [
  'wrong_type_field',
  'missing_required_field',
  'missing_request_id',
  'undocumented_status',
  'wrong_error_code',
  'unsorted_page',
  'duplicate_across_pages',
  'filter_ignored',
  'invalid_filter_accepted',
  'wrong_content_type',
  'partial_metrics_with_totals',
  'server_error_on_input',
  'tenant_leak',
  'rate_limit_without_retry_after',
  'lowercase_evm_address',
  'unsorted_instructions',
  'framework_default_page_size',
  'single_session_per_key',
  'page_size_off_by_one',
  'encoded_comma_split',
  'list_bounds_unchecked',
  'internal_counterparty_account_id',
  'evm_address_case_sensitive',
  'bank_number_spaces_refused',
  'solana_address_lowercased',
  'instant_settlement_not_started',
  'route_rules_as_parameter_invalid',
] as const;

export type FaultClass = (typeof faultClasses)[number];

type Json = Record<string, unknown>;

const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;

/** Whether the request addresses this operation of the table (matched by the router's route table). */
const is = (req: IncomingMessage, operation: OperationSpec): boolean =>
  operationOf(req.method ?? '', pathOf(req)) === operation;
/** Rewrites the request before routing or the response as it is written; async when it reads the request body. */
type Fault = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const lists = Object.values(operations as Record<string, OperationSpec>).filter(
  (op) => op.pagination && op.method === 'get',
);

/**
 * A JSON request body read ahead of the router, which then takes `req.body` (possibly rewritten) as the body sent
 * (runtime/middleware/request-body.ts); undefined when it is not a JSON object.
 */
async function readBodyAhead(req: IncomingMessage & { body?: unknown }): Promise<Json | undefined> {
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
const registrationBody = (req: IncomingMessage): Promise<Json | undefined> =>
  is(req, operations.createAccount) ? readBodyAhead(req) : Promise.resolve(undefined);

/** Answers at once with an error of the contract's shape. */
function answer(res: ServerResponse, status: number, code: string, message: string, context?: Json): void {
  res.statusCode = status;
  res.setHeader(requestIdHeader, randomUUID());
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ code, message, docs_url: errorDocsUrl(code), ...(context ? { context } : {}) }));
}

/** Applies `change` to every object in a JSON tree. */
function everyObject(node: unknown, change: (object: Json) => void): unknown {
  if (Array.isArray(node)) node.forEach((item) => everyObject(item, change));
  else if (node && typeof node === 'object') {
    change(node as Json);
    Object.values(node).forEach((value) => everyObject(value, change));
  }
  return node;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Rewrites the query of list requests, keeping or dropping each `name=value` pair. */
function filterQuery(
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

/** The query validator of a list operation (it takes parsed values: numbers, arrays). */
const queryValidator = (op: OperationSpec) =>
  (operationValidators[op.operationId as keyof typeof operationValidators] as { query?: (data: unknown) => boolean })
    .query;

/** Rewrites the items of every comma-list parameter of a list request, the pairs' encoding otherwise kept. */
function rewriteLists(req: IncomingMessage, change: (op: OperationSpec, name: string, items: string[]) => string[]) {
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

const inSet = (parameter: { values?: readonly string[] }, value: string) =>
  value.split(',').every((v) => parameter.values!.includes(v));

function duplicateAcrossPages(): Fault {
  const lastItemBefore = new Map<string, unknown>();
  return (req, res) => {
    const cursor = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('cursor');
    rewriteJson(res, (body) => {
      const page = body as { data?: unknown[]; nextCursor?: unknown };
      if (!Array.isArray(page.data)) return body;
      const previous = cursor === null ? undefined : lastItemBefore.get(cursor);
      if (typeof page.nextCursor === 'string' && page.data.length > 0)
        lastItemBefore.set(page.nextCursor, page.data.at(-1));
      if (previous !== undefined) page.data = [previous, ...page.data.slice(0, -1)];
      return page;
    });
  };
}

/** Serves every session the token exchange issues as if it were the first one issued: one tenant sees another's data. */
function tenantLeak(): Fault {
  const issued: string[] = [];
  return (req, res) => {
    if (is(req, operations.exchangeApiKey)) {
      rewriteJson(res, (body) => {
        const token = Object.values((body ?? {}) as Json).find((v): v is string => typeof v === 'string');
        if (token) issued.push(token);
        return body;
      });
      return;
    }
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (presented && issued[0] && presented !== issued[0] && issued.includes(presented)) {
      // Both views of the header: authentication reads the raw list to refuse a doubled header.
      req.headers.authorization = `Bearer ${issued[0]}`;
      req.rawHeaders = req.rawHeaders.map((value, i) =>
        i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === 'authorization' ? `Bearer ${issued[0]}` : value,
      );
    }
  };
}

/** An edge limiter that throttles every 150th request but was configured without its Retry-After header. */
function rateLimitWithoutRetryAfter(): Fault {
  let seen = 0;
  return (_req, res) => {
    seen += 1;
    if (seen % 150 !== 0) return;
    res.statusCode = 429;
    res.setHeader(requestIdHeader, randomUUID());
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ code: 'rate_limit_exceeded', message: 'Too many requests.', docs_url: 'about:blank' }));
  };
}

/** Lists without `limit` served with a framework's usual default of 20 instead of the documented one. */
function frameworkDefaultPageSize(): Fault {
  return (req) => {
    const [path = '', search = ''] = (req.url ?? '').split('?');
    if (req.method !== 'GET' || !lists.some((list) => list.path === path)) return;
    const query = new URLSearchParams(search);
    if (query.has('limit')) return;
    query.set('limit', '20');
    req.url = `${path}?${query.toString()}`;
  };
}

/**
 * A page query asking for one item more than the client did (the look-ahead row that tells whether a next page
 * exists, never trimmed): every list page under the maximum holds `limit + 1` items, the default page one extra.
 */
function pageSizeOffByOne(): Fault {
  return (req) => {
    const [path = '', search] = (req.url ?? '').split('?');
    const op = lists.find((list) => list.path === path);
    const limitParam = op?.pagination?.limitParam;
    if (req.method !== 'GET' || !op || !limitParam) return;
    // The other pairs stay as sent (a re-encoded query would turn the comma lists' commas into %2C).
    const pairs = search === undefined || search === '' ? [] : search.split('&');
    const asked = pairs.filter((pair) => pair.split('=')[0] === limitParam);
    const declared = op.parameters.find((p) => p.name === limitParam)?.default;
    const limit = asked.length === 0 ? Number(declared) : asked.length === 1 ? Number(asked[0]!.split('=')[1]) : NaN;
    const valid = (
      operationValidators[op.operationId as keyof typeof operationValidators] as {
        query?: (data: unknown) => boolean;
      }
    ).query;
    if (!Number.isInteger(limit) || !valid?.({ [limitParam]: limit }) || !valid({ [limitParam]: limit + 1 })) return;
    const kept = pairs.filter((pair) => pair.split('=')[0] !== limitParam);
    req.url = `${path}?${[...kept, `${limitParam}=${limit + 1}`].join('&')}`;
  };
}

/** A session store holding one token per key: a new exchange silently invalidates the previous token. */
function singleSessionPerKey(): Fault {
  const latest = new Map<string, string>();
  const superseded = new Set<string>();
  return (req, res) => {
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (is(req, operations.exchangeApiKey)) {
      rewriteJson(res, (body) => {
        const token = Object.values((body ?? {}) as Json).find((v): v is string => typeof v === 'string');
        if (token && presented && res.statusCode === 200) {
          const previous = latest.get(presented);
          if (previous) superseded.add(previous);
          latest.set(presented, token);
        }
        return body;
      });
      return;
    }
    if (presented && superseded.has(presented)) {
      req.headers.authorization = 'Bearer superseded';
      req.rawHeaders = req.rawHeaders.map((value, i) =>
        i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === 'authorization' ? 'Bearer superseded' : value,
      );
    }
  };
}

/**
 * List filters read into a bounded set instead of validated: a value given twice counts once and a list longer
 * than its `maxItems` is cut to the bound, both answered 200 where the contract wants 400.
 */
function listBoundsUnchecked(): Fault {
  return (req) =>
    rewriteLists(req, (op, name, items) => {
      const valid = (list: string[]) => queryValidator(op)?.({ [name]: list.map(decoded) }) ?? true;
      const distinct = [...new Set(items)];
      if (valid(distinct) || !distinct.every((item) => valid([item]))) return distinct;
      let kept = distinct;
      while (kept.length > 1 && !valid(kept)) kept = kept.slice(0, -1);
      return kept;
    });
}

/** A stable id that is not the given one: what a join on an internal row id exposes instead of the public id. */
function internalId(id: string): string {
  const hex = createHash('sha256').update(`internal:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * EVM addresses compared as written: a writing of an address in another letter case than one registered before is
 * a new wallet (registered here under an address of its own) and comes back as it was sent.
 */
function evmAddressCaseSensitive(): Fault {
  const writings = new Map<string, Set<string>>();
  return async (req, res) => {
    const body = await registrationBody(req);
    const address = body?.address;
    if (typeof address !== 'string' || !isEvmAddress(address)) return;
    const seen = writings.get(address.toLowerCase()) ?? new Set<string>();
    writings.set(address.toLowerCase(), seen);
    const another = seen.size > 0 && !seen.has(address);
    seen.add(address);
    if (!another) return;
    const own = `0x${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;
    body!.address = own;
    rewriteJson(res, (sent) =>
      everyObject(sent, (o) => {
        if (typeof o.address === 'string' && o.address.toLowerCase() === own) o.address = address;
      }),
    );
  };
}

/** Bank numbers checked against the stored pattern before the spaces are removed: a spaced number is refused. */
function bankNumberSpacesRefused(): Fault {
  return async (req, res) => {
    const body = await registrationBody(req);
    const spaced = ['accountNumber', 'routingNumber'].find((field) => String(body?.[field] ?? '').includes(' '));
    if (body?.kind !== 'bank' || spaced === undefined) return;
    answer(res, 400, errorRoles.validation, errorCatalog[errorRoles.validation].description, {
      issues: [{ field: spaced, message: 'Must be 6 to 100 uppercase letters and digits.' }],
    });
  };
}

/**
 * Registration that starts only `mint`, never `instant_settlement`: the sandbox's entitlement is hidden from every
 * answer until the wallet requests it, and that request is then granted (the router serves it as a read of the
 * account, which shows it pending) instead of being refused as already present.
 */
function instantSettlementNotStarted(): Fault {
  const TYPE: EntitlementType = 'instant_settlement';
  const hidden = new Set<string>();
  const key = (id: unknown, chain: unknown) => `${String(id)} ${String(chain)}`;
  return async (req, res) => {
    const registering = is(req, operations.createAccount);
    const accountId = is(req, operations.updateAccount) ? pathOf(req).split('/').at(-1) : undefined;
    if (accountId !== undefined) {
      const body = await readBodyAhead(req);
      if (
        body?.operation === 'requestEntitlement' &&
        body.entitlement === TYPE &&
        hidden.delete(key(accountId, body.network))
      )
        req.method = 'GET';
    }
    rewriteJson(res, (sent) =>
      everyObject(sent, (o) => {
        if (typeof o.id !== 'string' || !Array.isArray(o.networks)) return;
        for (const network of o.networks as Json[]) {
          const entitlements = Array.isArray(network.entitlements) ? (network.entitlements as Json[]) : [];
          if (registering && res.statusCode === 201 && entitlements.some((e) => e.type === TYPE))
            hidden.add(key(o.id, network.chain));
          if (hidden.has(key(o.id, network.chain))) network.entitlements = entitlements.filter((e) => e.type !== TYPE);
        }
      }),
    );
  };
}

const faults: Record<FaultClass, () => Fault> = {
  wrong_type_field: () => (_req, res) =>
    rewriteJson(res, (body) =>
      everyObject(body, (o) => typeof o.legCount === 'number' && (o.legCount = String(o.legCount))),
    ),
  missing_required_field: () => (_req, res) =>
    rewriteJson(res, (body) => everyObject(body, (o) => o.kind === 'wallet' && delete o.addressFormat)),
  missing_request_id: () => (_req, res) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === requestIdHeader.toLowerCase()
        ? res
        : setHeader(name, value)) as ServerResponse['setHeader'];
  },
  undocumented_status: () => (req, res) =>
    rewriteJson(res, (body) => {
      if (is(req, operations.listRoutes) && res.statusCode === 200) res.statusCode = 203;
      return body;
    }),
  wrong_error_code: () => (_req, res) =>
    rewriteJson(res, (body) => {
      const error = body as Json;
      if (res.statusCode === 404 && typeof error.code === 'string' && error.code.endsWith('_not_found'))
        error.code = 'forbidden';
      return body;
    }),
  unsorted_page: () => (_req, res) =>
    rewriteJson(res, (body) => {
      const data = (body as { data?: unknown[] }).data;
      if (Array.isArray(data) && data.length >= 3) [data[1], data[2]] = [data[2], data[1]];
      return body;
    }),
  duplicate_across_pages: duplicateAcrossPages,
  filter_ignored: () => (req) =>
    filterQuery(req, (parameter, value) => parameter.kind === 'list' && inSet(parameter, value)),
  invalid_filter_accepted: () => (req) => filterQuery(req, (parameter, value) => !inSet(parameter, value)),
  wrong_content_type: () => (_req, res) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(
        name,
        name.toLowerCase() === 'content-type' && String(value).startsWith('text/plain')
          ? 'application/json; charset=utf-8'
          : value,
      )) as ServerResponse['setHeader'];
  },
  partial_metrics_with_totals: () => (req, res) =>
    rewriteJson(res, (body) => {
      if (is(req, operations.getMetrics) && body && typeof body === 'object') (body as Json).partial = true;
      return body;
    }),
  server_error_on_input: () => (req, res) => {
    // A crash on a timestamp without a zone: the classic input a parser forgot.
    if (/=\d{4}-\d\d-\d\dT\d\d(%3A|:)\d\d(%3A|:)\d\d(&|$)/i.test(req.url ?? '')) {
      res.statusCode = 500;
      res.setHeader(requestIdHeader, randomUUID());
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ code: 'internal_error', message: 'Invalid time value', docs_url: 'about:blank' }));
    }
  },
  tenant_leak: tenantLeak,
  rate_limit_without_retry_after: rateLimitWithoutRetryAfter,
  // Addresses stored normalised to lowercase and returned as stored, without the checksum.
  lowercase_evm_address: () => (_req, res) =>
    rewriteJson(res, (body) =>
      everyObject(body, (o) => {
        for (const [key, value] of Object.entries(o))
          if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) o[key] = value.toLowerCase();
      }),
    ),
  // Deposit instructions in the order the chains were configured (newest first) rather than alphabetical.
  unsorted_instructions: () => (_req, res) =>
    rewriteJson(res, (body) =>
      everyObject(body, (o) => Array.isArray(o.instructions) && o.instructions.length > 1 && o.instructions.reverse()),
    ),
  framework_default_page_size: frameworkDefaultPageSize,
  single_session_per_key: singleSessionPerKey,
  page_size_off_by_one: pageSizeOffByOne,
  // The query percent-decoded before the lists are split, so an encoded comma separates items like a literal one.
  encoded_comma_split: () => (req) =>
    rewriteLists(req, (_op, _name, items) => items.map((item) => item.replace(/%2C/gi, ','))),
  list_bounds_unchecked: listBoundsUnchecked,
  // Transactions joined to the wallet's internal row, whose id is not the account id the accounts list shows.
  evm_address_case_sensitive: evmAddressCaseSensitive,
  bank_number_spaces_refused: bankNumberSpacesRefused,
  // Every address normalised to lowercase, base58 ones too (where letter case is part of the key).
  solana_address_lowercased: () => (_req, res) =>
    rewriteJson(res, (body) =>
      everyObject(body, (o) => {
        if (o.addressFormat === 'solana' && typeof o.address === 'string') o.address = o.address.toLowerCase();
      }),
    ),
  instant_settlement_not_started: instantSettlementNotStarted,
  // Route bodies checked by a schema validator that knows the currency and chain sets: every route rule the
  // service has its own code for comes back as a plain validation error.
  route_rules_as_parameter_invalid: () => (req, res) =>
    rewriteJson(res, (body) => {
      const error = body as Json;
      const { rejections } = routeRules;
      const field = {
        [rejections.chain]: 'to.chain',
        [rejections.currency]: 'currency',
        [rejections.direction]: 'from',
      };
      const named = field[String(error.code) as keyof typeof field];
      if (!is(req, operations.createRoute) || res.statusCode !== 400 || !named) return body;
      return {
        code: errorRoles.validation,
        message: errorCatalog[errorRoles.validation].description,
        docs_url: errorDocsUrl(errorRoles.validation),
        context: { issues: [{ field: named, message: String(error.message) }] },
      };
    }),
  internal_counterparty_account_id: () => (req, res) =>
    rewriteJson(res, (body) =>
      [operations.listTransactions, operations.getTransaction].some((op) => is(req, op))
        ? everyObject(body, (o) => {
            if (o.kind === 'wallet' && 'chain' in o && typeof o.accountId === 'string')
              o.accountId = internalId(o.accountId);
          })
        : body,
    ),
};

export function faultMiddleware(fault: FaultClass): (req: Request, res: Response, next: NextFunction) => void {
  const inject = faults[fault];
  if (!inject) throw new Error(`unknown fault '${String(fault)}'; known: ${faultClasses.join(', ')}`);
  const apply = inject();
  return (req, res, next) => {
    Promise.resolve(apply(req, res)).then(() => {
      if (!res.writableEnded) next();
    }, next);
  };
}

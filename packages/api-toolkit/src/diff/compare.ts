// Walks two contracts side by side and hands each pair (document, operation, parameter, response, schema) to
// the rules of that subject. Operations pair by method and path shape (parameter names ignored: renaming a
// path parameter leaves the wire unchanged); parameters by location and name (path ones by position);
// responses by status; schemas recursively by property, item and union alternative.
import type { MediaTypeObject } from 'openapi3-ts/oas31';
import type { Located, OperationEntry } from '@ausd/contract-model/model';
import { isErrorStatus } from '@ausd/contract-model/error-codes';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { definedAt } from './defined-at.js';
import type { Contract } from './contract.js';
import {
  type Change,
  type ContractPair,
  levelOf,
  type MatchedOperation,
  type Report,
  type Rule,
  type RuleOf,
  type SchemaPair,
} from './rule.js';
import { rules as allRules } from './rules/index.js';
import { Subtrees } from './subtrees.js';
import { walkSchemas } from './walk.js';
import { becameList } from './readers/parameter-values.js';
import type { Schema } from './schema.js';

export const pathShape = (path: string): string => path.replace(/\{[^}]*\}/g, '{}');
const operationKey = (operation: OperationEntry): string => `${operation.method} ${pathShape(operation.path)}`;
export const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');

interface Collector {
  changes: Change[];
  /** The changes found at each schema pair already compared, by `schemaPairKey`. */
  comparedSchemas: Map<string, Change[]>;
  /** The changes below each place the schema walks reached. */
  subtrees: Subtrees;
  /** `found`, when given, receives every change reported (new or already known). */
  reporter(
    rule: Rule,
    operation: string | null,
    fallback: string,
    direction?: SchemaPair['direction'],
    found?: Change[],
  ): Report;
}

const addOperation = (change: Change, operation: string | null) => {
  if (operation !== null && !change.operations.includes(operation)) change.operations.push(operation);
};

/** Collects changes; the same change (rule, place, message) reached from several operations is kept once. */
function collector(): Collector {
  const changes: Change[] = [];
  const byKey = new Map<string, Change>();
  return {
    changes,
    comparedSchemas: new Map(),
    subtrees: new Subtrees(),
    reporter: (rule, operation, fallback, direction, found) => (message, location, subject) => {
      const at = location ?? fallback;
      const key = `${rule.id}\n${at}\n${message}`;
      const known = byKey.get(key);
      if (known) {
        addOperation(known, operation);
        found?.push(known);
        return;
      }
      const change = {
        id: rule.id,
        level: levelOf(rule, direction),
        operations: operation === null ? [] : [operation],
        location: at,
        message,
        ...(subject === undefined ? {} : { subject: [...subject] }),
      };
      byKey.set(key, change);
      changes.push(change);
      found?.push(change);
    },
  };
}

/** The rules of each subject, sorted out once per list of rules (asked per operation, parameter and response). */
const sorted = new WeakMap<readonly Rule[], Map<Rule['subject'], readonly Rule[]>>();
function subjectRules<S extends Rule['subject']>(rules: readonly Rule[], subject: S): readonly RuleOf<S>[] {
  let bySubject = sorted.get(rules);
  if (bySubject === undefined) sorted.set(rules, (bySubject = new Map()));
  let found = bySubject.get(subject);
  if (found === undefined) bySubject.set(subject, (found = rules.filter((rule) => rule.subject === subject)));
  return found as readonly RuleOf<S>[];
}

function mediaSchemas(
  base: Record<string, MediaTypeObject> | undefined,
  head: Record<string, MediaTypeObject> | undefined,
  basePointer: string,
  headPointer: string,
) {
  return Object.entries(head ?? {}).flatMap(([type, media]) => {
    const baseMedia = base?.[type];
    if (baseMedia === undefined || (media.schema === undefined && baseMedia.schema === undefined)) return [];
    // A media type without a schema takes any body: compared as the schema that admits everything, at its own place.
    const at = (pointer: string, schema: unknown) =>
      `${pointer}${jsonPointer('content', type, ...(schema === undefined ? [] : ['schema']))}`;
    return [
      {
        base: baseMedia.schema ?? {},
        head: media.schema ?? {},
        basePointer: at(basePointer, baseMedia.schema),
        headPointer: at(headPointer, media.schema),
      },
    ];
  });
}

/** What a schema rule's verdict depends on: the two places, the side of the wire and whether each is closed. */
const schemaPairKey = (pair: SchemaPair): string =>
  [
    pair.basePointer,
    pair.headPointer,
    pair.direction,
    pair.errorResponse,
    pair.baseClosed,
    pair.headClosed,
    pair.webhook === true,
    pair.text === true,
  ].join(' ');

/**
 * The parameters, body and responses of a matched operation. A webhook is an operation the API sends:
 * integrators receive its parameters and body (they may only narrow) and send its responses (they may only
 * widen); of the parameter rules only those marked `webhooks` apply to it, read reversed, and no response rule.
 */
function compareOperation(pair: MatchedOperation, rules: readonly Rule[], out: Collector, webhook = false): void {
  const { baseOperation, headOperation } = pair;
  const sent = webhook ? 'response' : 'request';
  const received = webhook ? 'request' : 'response';
  const id = headOperation.id;
  const schemaRules = subjectRules(rules, 'schema');
  // Schema rules read the pair alone, never the operation: a shared component reached again from another
  // operation is compared (and walked) once, and its changes list each operation that reaches it.
  const visit = (schemaPair: SchemaPair): readonly Change[] => {
    const key = schemaPairKey(schemaPair);
    const known = out.comparedSchemas.get(key);
    if (known) return known;
    const found: Change[] = [];
    // Some forty rules check each pair and nearly all find nothing: a reporter is made for the one that does.
    let rule: RuleOf<'schema'>;
    const report: Report = (message, location, subject) =>
      out.reporter(rule, id, schemaPair.headPointer, schemaPair.direction, found)(message, location, subject);
    for (rule of schemaRules) rule.check(schemaPair, report);
    out.comparedSchemas.set(key, found);
    return found;
  };
  const walk = (
    direction: SchemaPair['direction'],
    errorResponse: boolean,
    start: Parameters<typeof walkSchemas>[3],
  ) => {
    for (const change of walkSchemas(pair, direction, errorResponse, start, visit, out.subtrees))
      addOperation(change, id);
  };

  const basePathNames = pathParameterNames(baseOperation.path);
  const headPathNames = pathParameterNames(headOperation.path);
  // A path parameter the template does not name (read with a warning) keeps its name as its key.
  const key = (parameter: Located<{ in: string; name: string }>, pathNames: string[]) =>
    parameter.value.in === 'path' && pathNames.includes(parameter.value.name)
      ? `path#${pathNames.indexOf(parameter.value.name)}`
      : `${parameter.value.in}:${parameter.value.name.toLowerCase()}`;
  const baseParameters = new Map(baseOperation.parameters.map((p) => [key(p, basePathNames), p]));
  const headParameters = new Map(headOperation.parameters.map((p) => [key(p, headPathNames), p]));
  for (const name of new Set([...baseParameters.keys(), ...headParameters.keys()])) {
    const baseParameter = baseParameters.get(name);
    const headParameter = headParameters.get(name);
    const fallback = headParameter
      ? definedAt(pair.head, headParameter.pointer)
      : baseParameter
        ? definedAt(pair.base, baseParameter.pointer)
        : headOperation.pointer;
    for (const rule of subjectRules(rules, 'parameter')) {
      if (webhook && !rule.webhooks) continue;
      rule.check({ ...pair, baseParameter, headParameter }, out.reporter(rule, id, fallback, sent));
    }
    const baseSchema = baseParameter?.value.schema;
    const headSchema = headParameter?.value.schema;
    if (baseSchema && headSchema) {
      // A single value now taken as a list of them is compared with the list's items.
      const list = webhook ? undefined : becameList({ ...pair, baseParameter, headParameter });
      walk(sent, false, {
        base: baseSchema,
        head: list ? (list.items as Schema) : headSchema,
        basePointer: `${definedAt(pair.base, baseParameter.pointer)}/schema`,
        headPointer: `${definedAt(pair.head, headParameter.pointer)}/schema${list ? '/items' : ''}`,
        text: true,
      });
    }
  }

  const baseBody = baseOperation.requestBody;
  const headBody = headOperation.requestBody;
  if (baseBody && headBody) {
    for (const start of mediaSchemas(
      baseBody.value.content,
      headBody.value.content,
      definedAt(pair.base, baseBody.pointer),
      definedAt(pair.head, headBody.pointer),
    )) {
      walk(sent, false, start);
    }
  }

  for (const headResponse of headOperation.responses) {
    const baseResponse = baseOperation.responses.find((response) => response.status === headResponse.status);
    if (baseResponse === undefined) continue;
    const baseAt = definedAt(pair.base, baseResponse.pointer);
    const headAt = definedAt(pair.head, headResponse.pointer);
    for (const rule of webhook ? [] : subjectRules(rules, 'response')) {
      rule.check(
        { ...pair, status: headResponse.status, baseResponse, headResponse, baseAt, headAt },
        out.reporter(rule, id, headAt),
      );
    }
    const starts = mediaSchemas(baseResponse.value.content, headResponse.value.content, baseAt, headAt);
    for (const start of starts) walk(received, isErrorStatus(headResponse.status), start);
  }
}

/**
 * Every change between two contracts in a stable order: document, operations as head lists them (removed ones
 * last), `extra` (the type check's), then the version rules, which judge all of those.
 */
export function compareContracts(
  base: Contract,
  head: Contract,
  extra: Change[] = [],
  rules: readonly Rule[] = allRules,
  today = new Date().toISOString().slice(0, 10),
): Change[] {
  const out = collector();
  const classifiedExtensions = new Set(rules.flatMap((rule) => (rule.extension ? [rule.extension] : [])));
  const pair: ContractPair = { base, head, classifiedExtensions, today };
  for (const rule of subjectRules(rules, 'document')) rule.check(pair, out.reporter(rule, null, ''));

  const baseByKey = new Map(base.operations.map((operation) => [operationKey(operation), operation]));
  const headByKey = new Map(head.operations.map((operation) => [operationKey(operation), operation]));
  const keys = [...new Set([...headByKey.keys(), ...baseByKey.keys()])];
  for (const key of keys) {
    const baseOperation = baseByKey.get(key);
    const headOperation = headByKey.get(key);
    const id = headOperation?.id ?? baseOperation?.id ?? null;
    const fallback = headOperation?.pointer ?? baseOperation?.pointer ?? '';
    for (const rule of subjectRules(rules, 'operation')) {
      rule.check({ ...pair, baseOperation, headOperation }, out.reporter(rule, id, fallback, 'request'));
    }
    if (baseOperation && headOperation) compareOperation({ ...pair, baseOperation, headOperation }, rules, out);
  }

  const webhookKey = (operation: OperationEntry) => `${operation.method} ${operation.path}`;
  const baseWebhooks = new Map(base.webhooks.map((operation) => [webhookKey(operation), operation]));
  const headWebhooks = new Map(head.webhooks.map((operation) => [webhookKey(operation), operation]));
  for (const key of new Set([...headWebhooks.keys(), ...baseWebhooks.keys()])) {
    const baseOperation = baseWebhooks.get(key);
    const headOperation = headWebhooks.get(key);
    const id = headOperation?.id ?? baseOperation?.id ?? null;
    const fallback = headOperation?.pointer ?? baseOperation?.pointer ?? '';
    for (const rule of subjectRules(rules, 'webhook')) {
      rule.check({ ...pair, baseOperation, headOperation }, out.reporter(rule, id, fallback));
    }
    for (const rule of subjectRules(rules, 'operation')) {
      // Read reversed: what a webhook's request carries is what the API sends.
      if (rule.webhooks)
        rule.check(
          { ...pair, baseOperation, headOperation, webhook: true },
          out.reporter(rule, id, fallback, 'response'),
        );
    }
    if (baseOperation && headOperation)
      compareOperation({ ...pair, baseOperation, headOperation, webhook: true }, rules, out, true);
  }

  out.changes.push(...extra);
  for (const rule of subjectRules(rules, 'version'))
    rule.check(pair, [...out.changes], out.reporter(rule, null, '/info/version'));
  return out.changes;
}

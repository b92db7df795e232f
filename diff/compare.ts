// Walks two contracts side by side and hands each pair (document, operation, parameter, response, schema) to
// the rules of that subject. Operations pair by method and path shape (parameter names ignored: renaming a
// path parameter leaves the wire unchanged); parameters by location and name (path ones by position);
// responses by status; schemas recursively by property, item and union alternative.
import type { MediaTypeObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Located, OperationEntry } from '../generators/model.js';
import { isReference } from '../generators/model.js';
import { isErrorStatus } from '../generators/error-codes.js';
import { jsonPointer, pointerSegments } from '../generators/pointer.js';
import type { Contract } from './contract.js';
import type { Change, ContractPair, MatchedOperation, Report, Rule, RuleOf, SchemaPair } from './rule.js';
import { rules as allRules } from './rules/index.js';
import { alternativesOf, enumShape } from './schema.js';

export const pathShape = (path: string): string => path.replace(/\{[^}]*\}/g, '{}');
const operationKey = (operation: OperationEntry): string => `${operation.method} ${pathShape(operation.path)}`;
export const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');

/** Where the thing at `pointer` is defined: the component a `$ref` there names, else `pointer` itself. */
function definedAt(contract: Contract, pointer: string): string {
  let node: unknown = contract.document;
  for (const segment of pointerSegments(pointer)) node = (node as Record<string, unknown> | undefined)?.[segment];
  return isReference(node) ? node.$ref.slice(1) : pointer;
}

interface Collector {
  changes: Change[];
  reporter(rule: Rule, operation: string | null, fallback: string): Report;
}

/** Collects changes; the same change (rule, place, message) reached from several operations is kept once. */
function collector(): Collector {
  const changes: Change[] = [];
  const byKey = new Map<string, Change>();
  return {
    changes,
    reporter: (rule, operation, fallback) => (message, location) => {
      const at = location ?? fallback;
      const key = `${rule.id}\n${at}\n${message}`;
      const known = byKey.get(key);
      if (known) {
        if (operation !== null && !known.operations.includes(operation)) known.operations.push(operation);
        return;
      }
      const change = {
        id: rule.id,
        level: rule.level,
        operations: operation === null ? [] : [operation],
        location: at,
        message,
      };
      byKey.set(key, change);
      changes.push(change);
    },
  };
}

function subjectRules<S extends Rule['subject']>(rules: readonly Rule[], subject: S): RuleOf<S>[] {
  return rules.filter((rule): rule is RuleOf<S> => rule.subject === subject);
}

function walkSchemas(
  pair: MatchedOperation,
  direction: 'request' | 'response',
  errorResponse: boolean,
  start: {
    base: SchemaObject | ReferenceObject;
    head: SchemaObject | ReferenceObject;
    basePointer: string;
    headPointer: string;
  },
  visit: (pair: SchemaPair) => void,
): void {
  const seen = new Set<string>();
  const walk = (base: SchemaObject | ReferenceObject, head: SchemaObject | ReferenceObject, bp: string, hp: string) => {
    const basePointer = isReference(base) ? base.$ref.slice(1) : bp;
    const headPointer = isReference(head) ? head.$ref.slice(1) : hp;
    const key = `${basePointer} ${headPointer}`;
    if (seen.has(key)) return;
    seen.add(key);
    const baseSchema = pair.base.resolve<SchemaObject>(base, bp);
    const headSchema = pair.head.resolve<SchemaObject>(head, hp);
    visit({ ...pair, direction, errorResponse, baseSchema, headSchema, basePointer, headPointer });
    if (enumShape(baseSchema)?.open && enumShape(headSchema)?.open) return;

    for (const [name, headProperty] of Object.entries(headSchema.properties ?? {})) {
      const baseProperty = baseSchema.properties?.[name];
      if (baseProperty === undefined) continue;
      walk(
        baseProperty,
        headProperty,
        `${basePointer}${jsonPointer('properties', name)}`,
        `${headPointer}${jsonPointer('properties', name)}`,
      );
    }
    for (const keyword of ['items', 'additionalProperties', 'not'] as const) {
      const b = baseSchema[keyword];
      const h = headSchema[keyword];
      if (typeof b === 'object' && typeof h === 'object')
        walk(b, h, `${basePointer}/${keyword}`, `${headPointer}/${keyword}`);
    }
    for (const keyword of ['allOf', 'prefixItems'] as const) {
      const b = baseSchema[keyword] ?? [];
      const h = headSchema[keyword] ?? [];
      for (let i = 0; i < Math.min(b.length, h.length); i++) {
        walk(b[i]!, h[i]!, `${basePointer}/${keyword}/${i}`, `${headPointer}/${keyword}/${i}`);
      }
    }
    const baseAlternatives = alternativesOf(baseSchema);
    const headAlternatives = alternativesOf(headSchema);
    if (baseAlternatives && headAlternatives) {
      const bk = baseSchema.oneOf ? 'oneOf' : 'anyOf';
      const hk = headSchema.oneOf ? 'oneOf' : 'anyOf';
      const identity = (schema: SchemaObject, alternative: SchemaObject | ReferenceObject, index: number) => {
        const mapped = Object.entries(schema.discriminator?.mapping ?? {}).find(
          ([, ref]) => isReference(alternative) && alternative.$ref === ref,
        );
        if (mapped) return `tag:${mapped[0]}`;
        return isReference(alternative) ? alternative.$ref : `#${index}`;
      };
      const baseByIdentity = new Map(
        baseAlternatives.map((alternative, i) => [identity(baseSchema, alternative, i), { alternative, i }]),
      );
      headAlternatives.forEach((alternative, i) => {
        const match = baseByIdentity.get(identity(headSchema, alternative, i));
        if (match) walk(match.alternative, alternative, `${basePointer}/${bk}/${match.i}`, `${headPointer}/${hk}/${i}`);
      });
    }
  };
  walk(start.base, start.head, start.basePointer, start.headPointer);
}

function mediaSchemas(
  base: Record<string, MediaTypeObject> | undefined,
  head: Record<string, MediaTypeObject> | undefined,
  basePointer: string,
  headPointer: string,
) {
  return Object.entries(head ?? {}).flatMap(([type, media]) => {
    const baseSchema = base?.[type]?.schema;
    if (media.schema === undefined || baseSchema === undefined) return [];
    const at = (pointer: string) => `${pointer}${jsonPointer('content', type, 'schema')}`;
    return [{ base: baseSchema, head: media.schema, basePointer: at(basePointer), headPointer: at(headPointer) }];
  });
}

function compareOperation(pair: MatchedOperation, rules: readonly Rule[], out: Collector): void {
  const { baseOperation, headOperation } = pair;
  const id = headOperation.id;
  const schemaRules = subjectRules(rules, 'schema');
  const visit = (schemaPair: SchemaPair) => {
    for (const rule of schemaRules) rule.check(schemaPair, out.reporter(rule, id, schemaPair.headPointer));
  };

  const basePathNames = pathParameterNames(baseOperation.path);
  const headPathNames = pathParameterNames(headOperation.path);
  const key = (parameter: Located<{ in: string; name: string }>, pathNames: string[]) =>
    parameter.value.in === 'path'
      ? `path#${pathNames.indexOf(parameter.value.name)}`
      : `${parameter.value.in}:${parameter.value.name.toLowerCase()}`;
  const baseParameters = new Map(baseOperation.parameters.map((p) => [key(p, basePathNames), p]));
  const headParameters = new Map(headOperation.parameters.map((p) => [key(p, headPathNames), p]));
  for (const name of new Set([...baseParameters.keys(), ...headParameters.keys()])) {
    const baseParameter = baseParameters.get(name);
    const headParameter = headParameters.get(name);
    const fallback = headParameter?.pointer ?? baseParameter?.pointer ?? headOperation.pointer;
    for (const rule of subjectRules(rules, 'parameter')) {
      rule.check({ ...pair, baseParameter, headParameter }, out.reporter(rule, id, fallback));
    }
    const baseSchema = baseParameter?.value.schema;
    const headSchema = headParameter?.value.schema;
    if (baseSchema && headSchema) {
      walkSchemas(
        pair,
        'request',
        false,
        {
          base: baseSchema,
          head: headSchema,
          basePointer: `${definedAt(pair.base, baseParameter.pointer)}/schema`,
          headPointer: `${definedAt(pair.head, headParameter.pointer)}/schema`,
        },
        visit,
      );
    }
  }

  const baseBody = baseOperation.requestBody;
  const headBody = headOperation.requestBody;
  if (baseBody && headBody) {
    for (const start of mediaSchemas(
      baseBody.value.content,
      headBody.value.content,
      baseBody.pointer,
      headBody.pointer,
    )) {
      walkSchemas(pair, 'request', false, start, visit);
    }
  }

  for (const headResponse of headOperation.responses) {
    const baseResponse = baseOperation.responses.find((response) => response.status === headResponse.status);
    if (baseResponse === undefined) continue;
    for (const rule of subjectRules(rules, 'response')) {
      rule.check(
        { ...pair, status: headResponse.status, baseResponse, headResponse },
        out.reporter(rule, id, headResponse.pointer),
      );
    }
    const starts = mediaSchemas(
      baseResponse.value.content,
      headResponse.value.content,
      baseResponse.pointer,
      headResponse.pointer,
    );
    for (const start of starts) walkSchemas(pair, 'response', isErrorStatus(headResponse.status), start, visit);
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
): Change[] {
  const out = collector();
  const classifiedExtensions = new Set(rules.flatMap((rule) => (rule.extension ? [rule.extension] : [])));
  const pair: ContractPair = { base, head, classifiedExtensions };
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
      rule.check({ ...pair, baseOperation, headOperation }, out.reporter(rule, id, fallback));
    }
    if (baseOperation && headOperation) compareOperation({ ...pair, baseOperation, headOperation }, rules, out);
  }

  out.changes.push(...extra);
  for (const rule of subjectRules(rules, 'version'))
    rule.check(pair, [...out.changes], out.reporter(rule, null, '/info/version'));
  return out.changes;
}

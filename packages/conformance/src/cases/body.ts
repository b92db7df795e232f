// Invalid request bodies: each documented example with exactly one constraint of its schema broken. Every
// candidate is confirmed invalid by the compiled body validator, so the runner never calls a valid body invalid.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { deref, requestBody, type Contract, type JsonSchema } from '../contract/contract.js';
import { MALFORMED_ID, OUT_OF_SET, UNKNOWN_PARAMETER } from './values.js';

export interface InvalidBody {
  name: string;
  body: unknown;
  /** The property the rejection must name. */
  field: string;
  /** The JSON Schema keyword the body breaks. */
  keyword: string;
}

type Json = Record<string, unknown>;

/** The concrete schema for a value: refs resolved, the matching `oneOf`/`anyOf` branch chosen, `allOf` merged. */
export function concrete(contract: Contract, node: unknown, value: unknown): JsonSchema {
  let schema = deref(contract, node);
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const discriminator = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
    const resolved = branches.map((b) => deref(contract, b));
    const match = resolved.find((branch) => {
      if (!discriminator || typeof value !== 'object' || value === null) return false;
      const tag = deref(contract, (branch.properties as Json | undefined)?.[discriminator]);
      const expected = (value as Json)[discriminator];
      return tag.const === expected || (Array.isArray(tag.enum) && tag.enum.includes(expected));
    });
    // Without a discriminator, a string picks the branch whose pattern it matches (EVM vs Solana address).
    const byPattern = resolved.find(
      (branch) =>
        typeof value === 'string' && typeof branch.pattern === 'string' && new RegExp(branch.pattern, 'u').test(value),
    );
    if (match ?? byPattern) schema = (match ?? byPattern)!;
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as unknown[]).map((part) => concrete(contract, part, value));
    schema = {
      ...schema,
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
      required: [...parts.flatMap((p) => (p.required as string[]) ?? []), ...((schema.required as string[]) ?? [])],
    };
  }
  return schema;
}

const wrongType = (schema: JsonSchema): unknown => {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string')) return 12345;
  return 'not-of-the-documented-type';
};

function patternBreaker(schema: JsonSchema): string | undefined {
  const pattern = new RegExp(schema.pattern as string, 'u');
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const candidates = ['!', '?#', 'a b', '0', 'zz'].map((c) => c.padEnd(Math.max(min, c.length), c.slice(-1)));
  return candidates.find((c) => !pattern.test(c));
}

function mutations(
  contract: Contract,
  schemaNode: unknown,
  value: Json,
  at: (replace: (v: Json) => void) => unknown,
): InvalidBody[] {
  const schema = concrete(contract, schemaNode, value);
  const out: InvalidBody[] = [];
  const variant = (name: string, field: string, keyword: string, change: (v: Json) => void) =>
    out.push({ name, field, keyword, body: at(change) });
  const required = (schema.required as string[] | undefined) ?? [];
  for (const [property, node] of Object.entries((schema.properties as Json | undefined) ?? {})) {
    const present = Object.hasOwn(value, property);
    const propertySchema = concrete(contract, node, value[property]);
    if (required.includes(property) && present)
      variant(`${property} missing`, property, 'required', (v) => delete v[property]);
    if (!present) continue;
    const current = value[property];
    if (propertySchema.type !== undefined)
      variant(`${property} of the wrong type`, property, 'type', (v) => (v[property] = wrongType(propertySchema)));
    if (Array.isArray(propertySchema.enum) || propertySchema.const !== undefined)
      variant(`${property} outside its set`, property, 'enum', (v) => (v[property] = OUT_OF_SET));
    if (typeof propertySchema.maxLength === 'number')
      variant(
        `${property} too long`,
        property,
        'maxLength',
        (v) => (v[property] = 'X'.repeat((propertySchema.maxLength as number) + 1)),
      );
    if (typeof propertySchema.minLength === 'number' && propertySchema.minLength > 0)
      variant(
        `${property} too short`,
        property,
        'minLength',
        (v) => (v[property] = 'X'.repeat((propertySchema.minLength as number) - 1)),
      );
    if (propertySchema.format === 'uuid')
      variant(`${property} not a uuid`, property, 'format', (v) => (v[property] = MALFORMED_ID));
    if (typeof propertySchema.pattern === 'string') {
      const broken = patternBreaker(propertySchema);
      if (broken !== undefined)
        variant(`${property} not matching its pattern`, property, 'pattern', (v) => (v[property] = broken));
    }
    if (Array.isArray(current)) {
      if (typeof propertySchema.minItems === 'number' && propertySchema.minItems > 0)
        variant(`${property} empty`, property, 'minItems', (v) => (v[property] = []));
      const items = concrete(contract, propertySchema.items, current[0]);
      if (Array.isArray(items.enum))
        variant(`${property} item outside its set`, property, 'enum', (v) => (v[property] = [OUT_OF_SET]));
    } else if (current && typeof current === 'object') {
      out.push(...mutations(contract, node, current as Json, (change) => at((v) => change(v[property] as Json))));
    }
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
    variant(
      `unknown property ${UNKNOWN_PARAMETER}`,
      UNKNOWN_PARAMETER,
      'additionalProperties',
      (v) => (v[UNKNOWN_PARAMETER] = 1),
    );
  }
  return out;
}

/** The documented request examples that the body validator accepts. */
export function validExamples(contract: Contract, op: OperationSpec): unknown[] {
  const validate = contract.validators[op.operationId]?.body;
  return requestBody(contract, op)?.examples.filter((example) => !validate || validate(example)) ?? [];
}

export function invalidBodies(contract: Contract, op: OperationSpec): InvalidBody[] {
  const described = requestBody(contract, op);
  const validate = contract.validators[op.operationId]?.body;
  if (!described) return [];
  const seen = new Set<string>();
  return validExamples(contract, op).flatMap((example) => {
    const clone = (change: (v: Json) => void) => {
      const copy = structuredClone(example) as Json;
      change(copy);
      return copy;
    };
    return mutations(contract, described.schema, example as Json, clone).filter((candidate) => {
      const key = JSON.stringify(candidate.body);
      if (seen.has(key) || (validate && validate(candidate.body))) return false;
      seen.add(key);
      return true;
    });
  });
}

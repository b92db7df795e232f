// Turns a compiled validator's verdict into `{field, message}` issues naming every offending parameter.
// The validators may stop at the first error (ajv without allErrors), so on failure the offending top-level
// properties are set aside and the rest re-validated until nothing new turns up: at most one pass per property.
import type { ErrorObject } from 'ajv';
import type { Issue, SchemaValidator } from './types.js';

/** Keywords that only summarise errors found deeper (or in sibling branches); never reported on their own. */
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', 'then', 'else']);

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function segmentsOf(error: ErrorObject): string[] {
  const segments = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string') segments.push(params['missingProperty']);
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') segments.push(params['additionalProperty']);
  if (error.keyword === 'unevaluatedProperties' && typeof params['unevaluatedProperty'] === 'string') segments.push(params['unevaluatedProperty']);
  if (error.keyword === 'discriminator' && typeof params['tag'] === 'string') segments.push(params['tag']);
  return segments;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `must be one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params['allowedValue'])}`;
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not an accepted property';
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

/**
 * @param fieldOf how a path inside the validated object is named in an issue (`limit`, `to.accountId`)
 * @param skip fields already reported by the query rules; their schema errors would only repeat them
 */
export function schemaIssues(
  validate: SchemaValidator,
  data: Record<string, unknown> | unknown,
  fieldOf: (segments: readonly string[]) => string,
  skip?: ReadonlySet<string>,
): Issue[] {
  const issues: Issue[] = [];
  const reported = new Set<string>(skip);
  let remaining = data;
  for (;;) {
    if (validate(remaining)) return issues;
    const errors = validate.errors ?? [];
    const specific = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
    const fresh = new Set<string>();
    for (const error of specific.length > 0 ? specific : errors) {
      const segments = segmentsOf(error);
      const field = fieldOf(segments);
      const top = segments[0];
      if (top !== undefined) fresh.add(top);
      if (reported.has(field)) continue;
      reported.add(field);
      issues.push({ field, message: messageOf(error) });
    }
    const isObject = typeof remaining === 'object' && remaining !== null && !Array.isArray(remaining);
    const removable = [...fresh].filter((top) => isObject && Object.hasOwn(remaining as object, top));
    if (removable.length === 0) return issues;
    const rest: Record<string, unknown> = { ...(remaining as Record<string, unknown>) };
    for (const top of removable) delete rest[top];
    remaining = rest;
  }
}

/** Query and path parameters: an issue names the parameter itself. */
export const parameterField = (segments: readonly string[]): string => segments[0] ?? 'query';

/** Body: a dotted path to the offending member, `body` for the document as a whole. */
export const bodyField = (segments: readonly string[]): string => (segments.length === 0 ? 'body' : segments.join('.'));

// Turns a compiled validator's verdict into `{field, message}` issues, one per offending field. The validators
// are compiled with `allErrors` (see ARCHITECTURE.md), so one run names every offending parameter.
import type { ErrorObject } from 'ajv';
import type { Issue, SchemaValidator } from './contract.js';

/** Keywords that only summarise errors found deeper (or in sibling branches); never reported on their own. */
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', 'then', 'else']);

function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function segmentsOf(error: ErrorObject): string[] {
  const segments = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string')
    segments.push(params['missingProperty']);
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string')
    segments.push(params['additionalProperty']);
  if (error.keyword === 'unevaluatedProperties' && typeof params['unevaluatedProperty'] === 'string')
    segments.push(params['unevaluatedProperty']);
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
    // `properties: {chain: false}`: a member the schema forbids in this case (a usd destination's chain).
    case 'false schema':
      return 'must not be present';
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
  data: unknown,
  fieldOf: (segments: readonly string[]) => string,
  skip?: ReadonlySet<string>,
): Issue[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  const specific = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  const issues: Issue[] = [];
  const reported = new Set<string>(skip);
  for (const error of specific.length > 0 ? specific : errors) {
    const field = fieldOf(segmentsOf(error));
    if (reported.has(field)) continue;
    reported.add(field);
    issues.push({ field, message: messageOf(error) });
  }
  return issues;
}

/** Query and path parameters: an issue names the parameter itself. */
export const parameterField = (segments: readonly string[]): string => segments[0] ?? 'query';

/** Body: a dotted path to the offending member, `body` for the document as a whole. */
export const bodyField = (segments: readonly string[]): string => (segments.length === 0 ? 'body' : segments.join('.'));

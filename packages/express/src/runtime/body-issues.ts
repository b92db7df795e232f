// Body validation. A discriminated body is checked against the variant its tag selects: checked against the
// whole `oneOf`, a wallet with one bad network would also be told it lacks every bank field.
import type { CompiledOperation } from './compiled-operation.js';
import { illFormedIssues } from './ill-formed.js';
import { bodyField, schemaIssues } from '@ausd/contract-facts/schema-issues';
import type { Issue } from './types.js';

/** @param wellFormed the body's text showed it holds no lone surrogate (request-body.ts), so none is looked for */
export function bodyIssues(operation: CompiledOperation, body: unknown, wellFormed = false): Issue[] {
  // Refused before the schema: the value is not what the caller meant, and U+FFFD would hide it from every check.
  const illFormed = wellFormed ? [] : illFormedIssues(body);
  if (illFormed.length > 0) return illFormed;
  const discriminated = operation.bodyVariants;
  if (discriminated !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const tag = (body as Record<string, unknown>)[discriminated.tag];
    const variant =
      typeof tag === 'string' && Object.hasOwn(discriminated.variants, tag) ? discriminated.variants[tag] : undefined;
    if (variant === undefined) {
      const message =
        tag === undefined ? 'is required' : `must be one of: ${Object.keys(discriminated.variants).join(', ')}`;
      return [{ field: discriminated.tag, message }];
    }
    return schemaIssues(variant, body, bodyField);
  }
  const validate = operation.validators.body;
  return validate === undefined ? [] : schemaIssues(validate, body, bodyField);
}

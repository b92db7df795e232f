import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'response-union-variant-removed',
  level: 'info',
  subject: 'schema',
  rationale: 'Responses may narrow: a variant that no longer comes breaks no client.',
  check(pair, report) {
    if (pair.direction !== 'response' || pair.errorResponse) return;
    const variants = unionChange(pair)?.removed ?? [];
    if (variants.length > 0) report(`${schemaLabel(pair.headPointer)} is no longer ${variants.join(', ')}.`);
  },
});

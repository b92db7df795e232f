import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'union-variant-removed',
  level: { request: 'breaking', response: 'info' },
  subject: 'schema',
  rationale:
    'A union loses an alternative. Request bodies of that variant are refused; a response variant that no longer ' +
    'comes breaks no client. Error responses are left to the error-code rules.',
  action: 'Stop sending the removed variant.',
  check(pair, report) {
    if (pair.direction === 'response' && pair.errorResponse) return;
    const variants = unionChange(pair)?.removed ?? [];
    if (variants.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `${label} no longer accepts ${variants.join(', ')}.`
        : `${label} is no longer ${variants.join(', ')}.`,
      undefined,
      variants,
    );
  },
});

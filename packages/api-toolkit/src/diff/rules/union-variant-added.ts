import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'union-variant-added',
  level: { request: 'info', response: 'breaking' },
  subject: 'schema',
  rationale:
    'A union gains an alternative. Request bodies sent before stay valid (unless they now match two `oneOf` ' +
    'alternatives: `request-one-of-overlap`); in a response the new variant reaches no branch of an exhaustive ' +
    'switch. Error responses are left to the error-code rules.',
  action: 'Handle the new variant wherever you switch on the union.',
  check(pair, report) {
    if (pair.direction === 'response' && pair.errorResponse) return;
    const variants = unionChange(pair)?.added ?? [];
    if (variants.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `${label} now also accepts ${variants.join(', ')}.`
        : `${label} may now be ${variants.join(', ')}.`,
      undefined,
      variants,
    );
  },
});

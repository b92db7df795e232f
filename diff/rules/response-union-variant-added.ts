import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'response-union-variant-added',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'A new variant of a union (a new discriminator value) reaches no branch of an exhaustive switch. Error ' +
    'responses are left to the error-code rules.',
  action: 'Handle the new variant wherever you switch on the union.',
  check(pair, report) {
    if (pair.direction !== 'response' || pair.errorResponse) return;
    const variants = unionChange(pair)?.added ?? [];
    if (variants.length > 0) report(`${schemaLabel(pair.headPointer)} may now be ${variants.join(', ')}.`);
  },
});

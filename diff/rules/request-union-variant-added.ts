import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'request-union-variant-added',
  level: 'info',
  subject: 'schema',
  rationale: 'Requests may widen: bodies sent before stay valid.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const variants = unionChange(pair)?.added ?? [];
    if (variants.length > 0) report(`${schemaLabel(pair.headPointer)} now also accepts ${variants.join(', ')}.`);
  },
});

import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { unionChange } from '../readers/unions.js';

export default defineRule({
  id: 'request-union-variant-removed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Requests may only widen: bodies of the removed variant are refused.',
  action: 'Stop sending the removed variant.',
  check(pair, report) {
    if (pair.direction !== 'request') return;
    const variants = unionChange(pair)?.removed ?? [];
    if (variants.length > 0) report(`${schemaLabel(pair.headPointer)} no longer accepts ${variants.join(', ')}.`);
  },
});

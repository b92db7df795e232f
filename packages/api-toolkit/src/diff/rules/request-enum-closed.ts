import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

export default defineRule({
  id: 'request-enum-closed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'An open enum became closed: strings outside the known values, accepted before, are refused.',
  action: 'Send only the listed values.',
  check(pair, report) {
    const change = enumChange(pair);
    if (pair.direction === 'request' && change && change.before.open && !change.after.open) {
      report(`${schemaLabel(pair.headPointer)} now accepts only ${change.after.values.map(String).join(', ')}.`);
    }
  },
});

import { defineRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { typeChange } from '../readers/types.js';

export default defineRule({
  id: 'type-widened',
  level: { request: 'info', response: 'breaking' },
  subject: 'schema',
  rationale:
    'Another JSON type is admitted. A request keeps every value sent before; in a response, code that reads the ' +
    'old type meets a value of another (null in a response is `response-became-nullable`).',
  action: 'Handle the new type where you read the field.',
  check(pair, report) {
    const added = typeChange(pair).added;
    const types = pair.direction === 'response' ? added.filter((type) => type !== 'null') : added;
    if (types.length === 0) return;
    const label = schemaLabel(pair.headPointer);
    report(
      pair.direction === 'request'
        ? `${label} now also accepts ${types.join(', ')}.`
        : `${label} may now be ${types.join(', ')}.`,
    );
  },
});

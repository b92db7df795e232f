import { defineRule } from '../rule.js';
import { isClosedObject, schemaLabel } from '../schema.js';

export default defineRule({
  id: 'request-object-closed',
  level: 'breaking',
  subject: 'schema',
  rationale: 'Bodies carrying properties not listed, accepted before, are refused.',
  action: 'Send only the listed properties.',
  check(pair, report) {
    if (
      pair.direction === 'request' &&
      !isClosedObject(pair.baseSchema, pair.base) &&
      isClosedObject(pair.headSchema, pair.head)
    ) {
      report(`${schemaLabel(pair.headPointer)} no longer accepts properties it does not list.`);
    }
  },
});

import { defineRule } from '../rule.js';
import { isClosedObject, schemaLabel } from '../schema.js';

export default defineRule({
  id: 'response-object-opened',
  level: 'warning',
  subject: 'schema',
  rationale:
    'Properties not listed may now arrive; lenient clients ignore them, strict parsers and generated types change.',
  check(pair, report) {
    if (
      pair.direction === 'response' &&
      isClosedObject(pair.baseSchema, pair.base) &&
      !isClosedObject(pair.headSchema, pair.head)
    ) {
      report(`${schemaLabel(pair.headPointer)} may now carry properties it does not list.`);
    }
  },
});

import { defineMirroredRule } from '../rule.js';
import { isClosedObject, schemaLabel } from '../schema.js';

/**
 * An object changed between open (properties not listed allowed) and closed. Each side reports the way that affects
 * it: a request object closing refuses bodies, a response object opening may carry what strict parsers reject.
 */
export default defineMirroredRule<{ closedAfter: boolean; says: string }>({
  concern: 'object-openness-changed',
  request: {
    id: 'request-object-closed',
    level: 'breaking',
    rationale: 'Bodies carrying properties not listed, accepted before, are refused.',
    action: 'Send only the listed properties.',
    params: { closedAfter: true, says: 'no longer accepts properties it does not list.' },
  },
  response: {
    id: 'response-object-opened',
    level: 'warning',
    rationale:
      'Properties not listed may now arrive; lenient clients ignore them, strict parsers and generated types change.',
    params: { closedAfter: false, says: 'may now carry properties it does not list.' },
  },
  check(pair, { closedAfter, says }, report) {
    if (
      isClosedObject(pair.baseSchema, pair.base) !== closedAfter &&
      isClosedObject(pair.headSchema, pair.head) === closedAfter
    ) {
      report(`${schemaLabel(pair.headPointer)} ${says}`);
    }
  },
});

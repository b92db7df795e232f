import { defineMirroredRule, type Side } from '../rule.js';
import { isClosedObject, mayBeObject, schemaLabel } from '../schema.js';

/** One way an object changes openness (to closed, or to open), with the id, level and message of each side. */
const way = (closedAfter: boolean, sides: { request: Side<string>; response: Side<string> }) =>
  defineMirroredRule<string>({
    concern: 'object-openness-changed',
    ...sides,
    check(pair, says, report) {
      // A string that becomes a closed object, or the reverse, changes type (the type rules report it), not openness.
      if (
        mayBeObject(pair.baseSchema, pair.base) &&
        mayBeObject(pair.headSchema, pair.head) &&
        isClosedObject(pair.baseSchema, pair.base) !== closedAfter &&
        isClosedObject(pair.headSchema, pair.head) === closedAfter
      ) {
        report(`${schemaLabel(pair.headPointer)} ${says}`);
      }
    },
  });

/**
 * An object changed between open (properties not listed allowed) and closed. Either way is reported on both sides of
 * the wire: a request object closing refuses bodies, a response object opening may carry what strict parsers reject;
 * the other two only widen a request or narrow a response.
 */
export default {
  closed: way(true, {
    request: {
      id: 'request-object-closed',
      level: 'breaking',
      rationale: 'Bodies carrying properties not listed, accepted before, are refused.',
      action: 'Send only the listed properties.',
      params: 'no longer accepts properties it does not list.',
    },
    response: {
      id: 'response-object-closed',
      level: 'info',
      rationale: 'Responses may narrow: properties not listed, which clients could not rely on, no longer arrive.',
      params: 'no longer carries properties it does not list.',
    },
  }),
  opened: way(false, {
    request: {
      id: 'request-object-opened',
      level: 'info',
      rationale: 'Requests may widen: bodies carrying properties not listed, refused before, are accepted.',
      params: 'now accepts properties it does not list.',
    },
    response: {
      id: 'response-object-opened',
      level: 'warning',
      rationale:
        'Properties not listed may now arrive; lenient clients ignore them, strict parsers and generated types change.',
      params: 'may now carry properties it does not list.',
    },
  }),
};

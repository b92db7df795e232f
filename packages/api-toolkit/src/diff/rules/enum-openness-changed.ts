import { defineMirroredRule, type Side } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

/** What a side says of the enum, given its values after the change. */
type Says = (values: string) => string;

/** One way an enum changes openness (to open, or to closed), with the id, level and message of each side. */
const way = (openAfter: boolean, sides: { request: Side<Says>; response: Side<Says> }) =>
  defineMirroredRule<Says>({
    concern: 'enum-openness-changed',
    ...sides,
    check(pair, says, report) {
      const change = enumChange(pair);
      if (change && change.before.open !== openAfter && change.after.open === openAfter) {
        report(`${schemaLabel(pair.headPointer)} ${says(change.after.values.map(String).join(', '))}`);
      }
    },
  });

/**
 * An enum changed between open (any string) and closed (only its values). Either way is reported on both sides of
 * the wire: closing breaks a request and narrows a response, opening widens a request and breaks a response.
 */
export default {
  closed: way(false, {
    request: {
      id: 'request-enum-closed',
      level: 'breaking',
      rationale: 'An open enum became closed: strings outside the known values, accepted before, are refused.',
      action: 'Send only the listed values.',
      params: (values) => `now accepts only ${values}.`,
    },
    response: {
      id: 'response-enum-closed',
      level: 'info',
      rationale: 'An open enum became closed: only the known values arrive, which clients already handle.',
      params: (values) => `now carries only ${values}.`,
    },
  }),
  opened: way(true, {
    request: {
      id: 'request-enum-opened',
      level: 'info',
      rationale:
        'A closed enum became open: strings outside the known values are accepted, and every value sent before still is.',
      params: () => 'is now an open enum: any other string is accepted too.',
    },
    response: {
      id: 'response-enum-opened',
      level: 'breaking',
      rationale:
        'A closed enum became open: values outside the known ones may now arrive where clients switched exhaustively.',
      action: 'Add a branch for unknown values.',
      params: () => 'is now an open enum: unknown values may arrive.',
    },
  }),
};

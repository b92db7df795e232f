import { defineMirroredRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { enumChange } from '../readers/enums.js';

/**
 * An enum changed between open (any string) and closed (only its values). Each side reports the way that breaks
 * it: a request enum closing, a response enum opening.
 */
export default defineMirroredRule<{ openAfter: boolean; says: (values: string) => string }>({
  concern: 'enum-openness-changed',
  request: {
    id: 'request-enum-closed',
    level: 'breaking',
    rationale: 'An open enum became closed: strings outside the known values, accepted before, are refused.',
    action: 'Send only the listed values.',
    params: { openAfter: false, says: (values) => `now accepts only ${values}.` },
  },
  response: {
    id: 'response-enum-opened',
    level: 'breaking',
    rationale:
      'A closed enum became open: values outside the known ones may now arrive where clients switched exhaustively.',
    action: 'Add a branch for unknown values.',
    params: { openAfter: true, says: () => 'is now an open enum: unknown values may arrive.' },
  },
  check(pair, { openAfter, says }, report) {
    const change = enumChange(pair);
    if (change && change.before.open !== openAfter && change.after.open === openAfter) {
      report(`${schemaLabel(pair.headPointer)} ${says(change.after.values.map(String).join(', '))}`);
    }
  },
});

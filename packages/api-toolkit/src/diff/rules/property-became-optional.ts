import { defineMirroredRule } from '../rule.js';
import { schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

/** A property required before is optional now: requests widen, responses lose a property always present. */
export default defineMirroredRule<{ says: string }>({
  concern: 'property-became-optional',
  request: {
    id: 'request-property-became-optional',
    level: 'info',
    rationale: 'Widens the request: bodies that sent the property stay valid.',
    params: { says: 'no longer requires' },
  },
  response: {
    id: 'response-property-became-optional',
    level: 'breaking',
    rationale: 'Responses may only narrow: code that reads a property always present before may find it missing.',
    action: 'Handle the property being absent.',
    params: { says: 'may now omit' },
  },
  check(pair, { says }, report) {
    const { kept, requiredBefore, requiredAfter } = propertyChanges(pair);
    const relaxed = kept.filter((name) => requiredBefore.has(name) && !requiredAfter.has(name));
    if (relaxed.length > 0) report(`${schemaLabel(pair.headPointer)} ${says} ${names(relaxed)}.`, undefined, relaxed);
  },
});

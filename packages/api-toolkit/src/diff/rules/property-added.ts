import { defineMirroredRule, type SchemaPair } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

/**
 * Properties appear in an object. Each side's id reports the added properties no other rule claims (`owns`): a
 * required one in a request is `request-property-required`, one in a response object closed on both sides is
 * `response-closed-property-added`.
 */
export default defineMirroredRule<{
  owns: (pair: SchemaPair, name: string) => boolean;
  says: (pair: SchemaPair) => string;
}>({
  concern: 'property-added',
  request: {
    id: 'request-property-added',
    level: 'info',
    rationale: 'An optional property widens the request: bodies sent before stay valid.',
    params: {
      owns: (pair, name) => !(pair.headSchema.required ?? []).includes(name),
      says: () => 'accepts new optional',
    },
  },
  response: {
    id: 'response-property-added',
    level: 'info',
    rationale:
      'New data in an open response object is ignored by clients that do not read it. (In a closed one it is ' +
      '`response-closed-property-added`.)',
    params: { owns: (pair) => !(pair.baseClosed && pair.headClosed), says: (pair) => `${returns(pair)} new` },
  },
  check(pair, { owns, says }, report) {
    const added = propertyChanges(pair).added.filter((name) => owns(pair, name));
    if (added.length > 0) report(`${schemaLabel(pair.headPointer)} ${says(pair)} ${names(added)}.`, undefined, added);
  },
});

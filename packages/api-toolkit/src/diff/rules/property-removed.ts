import { defineMirroredRule, type SchemaPair } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';
import { beforeSunset, propertySunset, windowClosed } from '../readers/sunset.js';

/**
 * Properties disappear from an object; reported where they were (base). Each side's id reports the removed
 * properties that break its side (`owns`): in a request, any once the object is closed (an open one still accepts
 * them); in a response, the required ones (an optional one is `response-optional-property-removed`).
 */
export default defineMirroredRule<{
  owns: (pair: SchemaPair, name: string) => boolean;
  /** The side of the pair whose schema names the object in the message. */
  named: 'basePointer' | 'headPointer';
  says: (pair: SchemaPair) => string;
}>({
  concern: 'property-removed',
  request: {
    id: 'request-property-removed',
    level: 'breaking',
    rationale: 'Request bodies are closed: a body that still carries the removed property is refused.',
    action: 'Stop sending the property.',
    params: { owns: (pair) => pair.headClosed, named: 'headPointer', says: () => 'no longer accepts' },
  },
  response: {
    id: 'response-property-removed',
    level: 'breaking',
    rationale: 'Responses may only narrow a value, never lose a required member: code reading it finds nothing.',
    action: 'Stop reading the property; use its replacement named in the changelog.',
    params: {
      owns: (pair, name) => (pair.baseSchema.required ?? []).includes(name),
      named: 'basePointer',
      says: (pair) => `no longer ${returns(pair)} required`,
    },
  },
  check(pair, { owns, named, says }, report) {
    // A property past its sunset is property-removed-after-sunset; one before it says its date.
    const sunset = (name: string) => propertySunset(pair.base, pair.baseSchema, name);
    const removed = propertyChanges(pair).removed.filter(
      (name) => owns(pair, name) && !windowClosed(sunset(name), pair.today),
    );
    const dates = removed.map((name) => beforeSunset(sunset(name), pair.today)).join('');
    if (removed.length > 0)
      report(`${schemaLabel(pair[named])} ${says(pair)} ${names(removed)}.${dates}`, pair.basePointer, removed);
  },
});

// Deprecation windows: something marked `deprecated: true` with an `x-sunset` date may be removed from that day on.
import { extensionsOf } from '@ausd/contract-model/extensions';
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isCalendarDate } from '../calendar-date.js';
import type { Contract } from '../contract.js';

/** The sunset date of a deprecated operation, parameter or property schema; undefined when it has none (or no date). */
export function sunsetOf(place: 'operation' | 'parameter' | 'schema', node: object | undefined): string | undefined {
  if (node === undefined || (node as { deprecated?: unknown }).deprecated !== true) return undefined;
  const date = extensionsOf(place, node).sunset;
  return typeof date === 'string' && isCalendarDate(date) ? date : undefined;
}

/** Whether the window has closed: on the sunset day and after, a removal is expected. */
export const windowClosed = (sunset: string | undefined, today: string): sunset is string =>
  sunset !== undefined && sunset <= today;

/** The sunset of something base had and head dropped on or after that day (a reviewed removal); else undefined. */
export function removedPastSunset(
  place: 'operation' | 'parameter',
  base: object | undefined,
  head: unknown,
  today: string,
): string | undefined {
  if (base === undefined || head !== undefined) return undefined;
  const sunset = sunsetOf(place, base);
  return windowClosed(sunset, today) ? sunset : undefined;
}

/** What a removal before its sunset says, appended to the breaking change's message (`who` was promised it). */
export const beforeSunset = (sunset: string | undefined, today: string, who = 'callers'): string =>
  sunset !== undefined && !windowClosed(sunset, today)
    ? ` It is deprecated with sunset ${sunset}: removed before that date, ${who} still have until then.`
    : '';

/** The sunset of a property of a (base) object schema, its `$ref` followed. */
export function propertySunset(contract: Contract, schema: SchemaObject, name: string): string | undefined {
  const property = schema.properties?.[name] as SchemaObject | ReferenceObject | undefined;
  if (property === undefined || typeof property !== 'object') return undefined;
  return sunsetOf('schema', contract.resolve<SchemaObject>(property));
}

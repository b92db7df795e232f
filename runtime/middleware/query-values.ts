// From raw strings to the values the query schema and the handler see: integers as numbers, booleans as
// booleans, comma lists as arrays. A string that does not parse stays a string so the schema reports it.
import type { ParameterKind } from '../operation.js';
import { boundKey, type CompiledOperation } from './compiled-operation.js';
import type { RawQuery } from './raw-query.js';

const INTEGER = /^-?\d{1,15}$/;

export function coerce(kind: ParameterKind, raw: string): unknown {
  switch (kind) {
    case 'integer':
      return INTEGER.test(raw) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'list':
      return raw.split(',');
    case 'string':
      return raw;
  }
}

/** The object the compiled query validator takes: one property per declared parameter, dotted names kept. */
export function validatorInput(operation: CompiledOperation, entries: RawQuery): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, values] of entries) {
    const parameter = operation.query.get(name);
    const first = values[0];
    if (parameter !== undefined && first !== undefined) input[name] = coerce(parameter.kind, first);
  }
  for (const parameter of operation.defaults) if (!(parameter.name in input)) input[parameter.name] = parameter.default;
  return input;
}

/** The handler's view of a validated query: range bounds grouped per field as Dates. */
export function handlerQuery(operation: CompiledOperation, input: Record<string, unknown>): Record<string, unknown> {
  if (operation.ranges.size === 0) return input;
  const query: Record<string, unknown> = {};
  for (const name in input) {
    const parameter = operation.query.get(name);
    if (parameter?.range === undefined) {
      query[name] = input[name];
      continue;
    }
    const group = (query[parameter.range.field] ??= {}) as Record<string, Date>;
    group[boundKey(parameter)] = new Date(input[name] as string);
  }
  return query;
}

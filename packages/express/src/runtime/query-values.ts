// From raw strings to the values the query schema and the handler see: integers as numbers, booleans as
// booleans, comma lists as arrays. A string that does not parse stays a string so the schema reports it.
// A list splits on the commas as sent, before percent-decoding: `a%2Cb` is one item `a,b` (which the
// contract's comma-free item pattern refuses), never two.
import type { ParameterKind, ParameterSpec } from '@ausd/contract-facts/operation';
import type { CompiledOperation } from './compiled-operation.js';
import { decodeComponent, type ParsedRawQuery } from './raw-query.js';
import { timestampDate } from './timestamp-date.js';

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

/** Items of a comma list as sent (the whole value decoded, so each piece decodes too). */
export function listItems(sent: string): string[] {
  const items = sent.split(',');
  if (sent.includes('%') || sent.includes('+'))
    for (let index = 0; index < items.length; index++) items[index] = decodeComponent(items[index]!) ?? items[index]!;
  return items;
}

/** The object the compiled query validator takes: one property per declared parameter, dotted names kept. */
export function validatorInput(operation: CompiledOperation, query: ParsedRawQuery): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { name, values, encoded } of query.parameters.values()) {
    const parameter = operation.query.get(name);
    if (parameter === undefined) continue;
    // The first value decides; a name is entered with one (repeating it is a rule's to refuse).
    input[name] = parameter.kind === 'list' ? listItems(encoded[0]!) : coerce(parameter.kind, values[0]!);
  }
  for (const parameter of operation.defaults) if (!(parameter.name in input)) input[parameter.name] = parameter.default;
  return input;
}

/**
 * The handler's view of a validated query: range bounds grouped per field as Dates. A new object with new lists,
 * since `input` may be a remembered verdict's.
 */
export function handlerQuery(
  operation: CompiledOperation,
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name in input) {
    const value = input[name];
    const copy = Array.isArray(value) ? [...(value as unknown[])] : value;
    const parameter = operation.query.get(name);
    if (parameter === undefined) query[name] = copy;
    else enterHandlerValue(query, operation, parameter, copy);
  }
  return query;
}

/** Enters one validated value into the handler's view of the query: a range bound as a Date in its field's group. */
export function enterHandlerValue(
  query: Record<string, unknown>,
  operation: CompiledOperation,
  parameter: ParameterSpec,
  value: unknown,
): void {
  if (parameter.range === undefined) {
    query[parameter.name] = value;
    return;
  }
  const group = (query[parameter.range.field] ??= {}) as Record<string, Date>;
  group[operation.boundKeys.get(parameter)!] = timestampDate(value as string);
}

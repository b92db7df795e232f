// The plain road of a query: a text whose every name is declared and sent once with a value, with no
// percent-escape in a list, is read in one pass into the schema's input and the handler's view, without the map, the
// shape walk and the remembered verdicts the full check uses (request-validation.ts). It answers only where the full
// check would accept the text with the same values; on anything else it gives up, and the full check runs and
// explains, so every refusal comes from one place. Such a text triggers only the rules of range bounds: those that
// judge each value alone (`QueryRule.rejects`) are asked per value, the others (two bounds of a window) read the
// parts kept as they were read, as the full check's parse would give them. The query's schema is its parameters'
// schemas as properties, with `required`: each value is checked by its parameter's alone, and the required ones are
// counted. Most texts never repeat (a time window, a cursor, a new id), but most of their values do: a value sent
// as its parameter's last accepted one is taken as it was, with no decoding, rule or schema.
import type { ParameterSpec } from '@ausd/contract-facts/operation';
import type { AcceptedValue, CompiledOperation, PlainRoad } from './compiled-operation.js';
import { coerce, enterHandlerValue, listItems } from './query-values.js';
import type { QueryRuleContext } from './query-rule.js';
import { RANGE_BOUND, RANGE_BOUNDS } from './query-shape.js';
import { decodeComponent, type RawQuery, type SentParameter } from './raw-query.js';

/** A plain query's values: the schema's input and the handler's view, which share no list. */
export interface PlainQuery {
  input: Record<string, unknown>;
  handlerValues: Record<string, unknown>;
}

/**
 * The place of the declared parameter named by `search` from `start` to `end`, or -1: compared in place, as no text
 * is cut out and hashed for a lookup. An operation declares a dozen query parameters at most.
 */
function declared(parameters: readonly ParameterSpec[], search: string, start: number, end: number): number {
  for (let index = 0; index < parameters.length; index++) {
    const { name } = parameters[index]!;
    if (name.length === end - start && search.startsWith(name, start)) return index;
  }
  return -1;
}

/** `encoded` decoded and judged by the value rules and the parameter's schema; undefined when any refuses it. */
function acceptedValue(plain: PlainRoad, index: number, encoded: string): AcceptedValue | undefined {
  const parameter = plain.parameters[index]!;
  // A list splits on its commas as sent: an escape in one is the full check's (encoded_comma).
  if (parameter.kind === 'list' && encoded.includes('%')) return undefined;
  const text = decodeComponent(encoded);
  if (text === undefined) return undefined;
  for (const rule of plain.valueRules) if (rule.rejects(parameter, text)) return undefined;
  const value = parameter.kind === 'list' ? listItems(encoded) : coerce(parameter.kind, text);
  return plain.checks[index]!(value) ? { encoded, text, value } : undefined;
}

/** What `parseRawQuery` reads from a plain text: each name once, decoded as its parts were. */
function sentParameters(parts: readonly string[]): RawQuery {
  const parameters = new Map<string, SentParameter>();
  for (let index = 0; index < parts.length; index += 3) {
    const name = parts[index]!;
    parameters.set(name, { name, values: [parts[index + 1]!], encoded: [parts[index + 2]!] });
  }
  return parameters;
}

/** The values of a plain query that passes every rule and the schema; undefined for any other text. */
export function plainQuery(operation: CompiledOperation, search: string): PlainQuery | undefined {
  const { plain } = operation;
  if (plain === undefined) return undefined;
  const { parameters, lastAccepted, boundRules } = plain;
  const input: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  // Per part its name, value and value as sent: what the rules reading the whole query get, with no second parse.
  const parts: string[] = [];
  let rangeBounds = 0;
  for (let start = 0; start < search.length;) {
    const ampersand = search.indexOf('&', start);
    const end = ampersand === -1 ? search.length : ampersand;
    const equals = search.indexOf('=', start);
    // No `=` in the part, or nothing after it: an empty value (or an empty part) is the full check's.
    if (equals === -1 || equals >= end - 1) return undefined;
    // Declared names hold neither `%` nor `+` (compiled-operation.ts), so an escaped name is never found here: the
    // full check decodes it. A repeated name is a rule's to refuse. The declared name, a constant, keys the values.
    const index = declared(parameters, search, start, equals);
    const parameter = parameters[index];
    if (parameter === undefined || input[parameter.name] !== undefined) return undefined;
    if (parameter.range !== undefined) rangeBounds++;
    let accepted = lastAccepted[index];
    if (accepted?.encoded.length !== end - equals - 1 || !search.startsWith(accepted.encoded, equals + 1)) {
      accepted = acceptedValue(plain, index, search.slice(equals + 1, end));
      if (accepted === undefined) return undefined;
      lastAccepted[index] = accepted;
    }
    const { value, text, encoded } = accepted;
    input[parameter.name] = value;
    enterHandlerValue(query, operation, parameter, Array.isArray(value) ? [...value] : value);
    parts.push(parameter.name, text, encoded);
    start = end + 1;
  }
  for (const parameter of operation.defaults) {
    if (input[parameter.name] !== undefined) continue;
    input[parameter.name] = parameter.default;
    enterHandlerValue(query, operation, parameter, parameter.default);
  }
  for (const parameter of plain.required) if (input[parameter.name] === undefined) return undefined;
  // The shape the full check would find (query-shape.ts), and the rules it runs on it that read the whole query.
  const shape = rangeBounds === 0 ? 0 : rangeBounds === 1 ? RANGE_BOUND : RANGE_BOUND | RANGE_BOUNDS;
  let context: QueryRuleContext | undefined;
  for (const rule of boundRules) {
    if ((rule.triggers & shape) === 0) continue;
    context ??= { operation, parameters: sentParameters(parts) };
    if (rule.check(context).length > 0) return undefined;
  }
  return { input, handlerValues: query };
}

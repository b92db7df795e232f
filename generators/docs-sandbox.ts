// The Sandbox page of the reference, read from the helpers' own OpenAPI document (spec/sandbox/openapi.yaml,
// bundled as generated/sandbox-helpers/openapi.json): what the helpers are and how they are called, then per tag
// of that document one table of its operations (parameters, body, answers, errors) and the keys of the
// `Sandbox-Simulate` header. Its headings are `<h3>`, so the page adds no menu entries of its own; the operation
// tables have set column widths and their paths break after a `/`.
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { typeText } from './docs-guides.js';
import { objectFields } from './object-fields.js';
import { block, escapeHtml, inline, paragraph, table } from './docs-html.js';
import { operationErrorCodes } from '@ausd/contract-model/error-codes';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { extensionsOf } from '@ausd/contract-model/extensions';

const simulateHeader = 'SandboxSimulate';
/** Enums longer than this show their first values only (the networks are listed in the reference's operations). */
const shownValues = 8;

/** A type for reading, long enums cut short. */
function typeOf(model: ContractModel, schema: SchemaObject | ReferenceObject | undefined): string {
  return typeText(model, schema, Number.POSITIVE_INFINITY, shownValues);
}

/** The fields of an answer, nested lists and objects one level deep: `{data: [{id, name?}]}`. */
function shapeText(model: ContractModel, schema: SchemaObject | ReferenceObject, depth = 2): string {
  const resolved = model.resolve<SchemaObject>(schema);
  if (resolved.type === 'array') return `[${shapeText(model, resolved.items as SchemaObject, depth)}]`;
  const { properties, required } = objectFields(model, resolved);
  const names = Object.keys(properties);
  if (names.length === 0 || depth === 0) return names.length === 0 ? typeOf(model, resolved) : '{…}';
  const fields = names.map((name) => {
    const property = model.resolve<SchemaObject>(properties[name]!);
    const nested =
      property.type === 'array' || property.properties || property.allOf
        ? `: ${shapeText(model, property, depth - 1)}`
        : '';
    return `${name}${required.has(name) ? '' : '?'}${nested}`;
  });
  return `{${fields.join(', ')}}`;
}

/** What a schema admits beyond its type: a range, a length, a count. */
function bounds(schema: SchemaObject): string {
  const low =
    schema.exclusiveMinimum !== undefined
      ? `more than ${schema.exclusiveMinimum}`
      : schema.minimum !== undefined
        ? `${schema.minimum}`
        : undefined;
  const high = schema.maximum !== undefined ? `${schema.maximum}` : undefined;
  const parts: string[] = [];
  if (low !== undefined && high !== undefined)
    parts.push(schema.minimum !== undefined ? `${low} to ${high}` : `${low}, at most ${high}`);
  else if (low !== undefined) parts.push(schema.minimum !== undefined ? `at least ${low}` : low);
  else if (high !== undefined) parts.push(`at most ${high}`);
  if (schema.maxLength !== undefined)
    parts.push(`${schema.minLength ?? 0} to ${schema.maxLength} characters`.replace(/^0 to /, 'at most '));
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems}${schema.uniqueItems ? ', each once' : ''}`);
  return parts.join(', ');
}

/** `name`: bounds. Description — for the fields that say more than their type. */
function fieldNotes(model: ContractModel, schema: SchemaObject): string[] {
  const { properties } = objectFields(model, schema);
  return Object.entries(properties).flatMap(([name, property]) => {
    const resolved = model.resolve<SchemaObject>(property);
    // A description next to a `$ref` describes this use of the referenced schema.
    const note = [bounds(resolved), (property as SchemaObject).description ?? resolved.description]
      .filter(Boolean)
      .join('. ');
    return note === '' ? [] : [`\`${name}\`: ${note}`];
  });
}

function bodyText(model: ContractModel, schema: SchemaObject | ReferenceObject): string[] {
  const resolved = model.resolve<SchemaObject>(schema);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives) {
    return [
      ...(resolved.description ? [resolved.description] : []),
      ...alternatives.flatMap((alternative) => {
        const part = model.resolve<SchemaObject>(alternative);
        return [
          `\`${typeOf(model, part)}\`${part.description ? `: ${part.description}` : ''}`,
          ...fieldNotes(model, part),
        ];
      }),
    ];
  }
  return [`\`${typeOf(model, resolved)}\``, ...fieldNotes(model, resolved)];
}

function inputText(model: ContractModel, entry: OperationEntry): string {
  const parameters = entry.parameters.map(({ value }: { value: ParameterObject }) => {
    const note = [bounds(model.resolve<SchemaObject>(value.schema ?? {})), value.description].filter(Boolean);
    return `${value.in} \`${value.name}\`: \`${typeOf(model, value.schema)}\`${note.length > 0 ? `. ${note.join('. ')}` : ''}`;
  });
  const schema = entry.requestBody?.value.content['application/json']?.schema;
  const body = schema === undefined ? [] : bodyText(model, schema);
  return [...parameters, ...body].join('<br>') || 'none';
}

/** `status code` pairs of an operation's errors. */
function errorPairs(model: ContractModel, entry: OperationEntry): string[] {
  return [...operationErrorCodes(model, entry)].flatMap(([status, codes]) => codes.map((code) => `${status} ${code}`));
}

function answerText(model: ContractModel, entry: OperationEntry, common: Set<string>): string {
  const successes = entry.responses
    .filter((response) => response.status.startsWith('2'))
    .map((response) => {
      const schema = response.value.content?.['application/json']?.schema;
      const body = schema === undefined ? '' : `: \`${shapeText(model, schema)}\``;
      return `\`${response.status}\` ${response.value.description.replace(/\.$/, '')}${body}`;
    });
  const errors = errorPairs(model, entry).filter((pair) => !common.has(pair));
  return [
    ...successes,
    ...(errors.length > 0 ? [`Errors: ${errors.map((pair) => `\`${pair}\``).join(', ')}`] : []),
  ].join('<br>');
}

function simulateSection(model: ContractModel): string[] {
  const schema = model.document.components?.schemas?.[simulateHeader];
  if (schema === undefined) return [];
  const resolved = model.resolve<SchemaObject>(schema);
  const needs = (resolved as { dependentRequired?: Record<string, string[]> }).dependentRequired ?? {};
  const rows = Object.entries(resolved.properties ?? {}).map(([key, property]) => {
    const value = model.resolve<SchemaObject>(property);
    const notes = [value.const === true ? 'a flag, no value' : typeOf(model, value), bounds(value)];
    if (needs[key]) notes.push(`with ${needs[key].map((other) => `\`${other}\``).join(', ')}`);
    return [`\`${key}\``, notes.filter(Boolean).join(', ')];
  });
  return [
    '<h3>The <code>Sandbox-Simulate</code> header</h3>',
    paragraph(resolved.description ?? ''),
    table(['Key', 'Value'], rows),
  ];
}

export function sandboxGuide(model: ContractModel): string {
  const { info, servers } = model.document;
  const pairs = model.operations.map((entry) => new Set(errorPairs(model, entry)));
  const common = new Set([...(pairs[0] ?? [])].filter((pair) => pairs.every((set) => set.has(pair))));
  const tags = (model.document.tags ?? []).flatMap((tag) => {
    const operations = model.operations.filter((entry) => entry.operation.tags?.[0] === tag.name);
    if (operations.length === 0) return [];
    const rows = operations.map((entry) => {
      const { summary, description } = entry.operation;
      const route = escapeHtml(`${entry.method.toUpperCase()} ${entry.path}`).replaceAll('/', '/<wbr>');
      return [
        { html: `<code>${route}</code><br>${inline(`**${summary ?? entry.id}.** ${description ?? ''}`.trim())}` },
        inputText(model, entry),
        answerText(model, entry, common),
      ];
    });
    return [
      `<h3>${escapeHtml(extensionsOf('tag', tag).displayName ?? tag.name)}</h3>`,
      ...(tag.description ? [paragraph(tag.description)] : []),
      table(['Helper', 'Input', 'Answer'], rows, [38, 31, 31]),
    ];
  });
  const server = servers?.[0];
  return (
    block(
      ...(info.description ?? '')
        .trim()
        .split(/\n\s*\n/)
        .map(paragraph),
      ...(server ? [paragraph(`Server \`${server.url}\`: ${server.description ?? ''}`)] : []),
      paragraph(
        `Every helper may answer ${[...common].map((pair) => `\`${pair}\``).join(', ')}; the tables name the other errors of each.`,
      ),
      ...tags,
      ...simulateSection(model),
      paragraph(
        'The seeded organizations and their keys, evolution mode and the choices the sandbox makes where the contract ' +
          'is silent are described in `test-helpers.md` of `@ausd/sandbox` (node_modules/@ausd/sandbox/test-helpers.md).',
      ),
    ) + '\n'
  );
}

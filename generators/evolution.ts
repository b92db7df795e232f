// generated/evolution.ts: where the contract lets answers change without notice (the versioning policy), per
// response body: open enums (`anyOf` of a string enum and a plain string, the known values listed), objects
// that accept properties they do not list, and texts declared `x-may-change: wording`. The sandbox's
// evolution mode reads it; nothing here is restated.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import type { ContractModel } from '@ausd/contract-model/model';
import { objectFields } from './object-fields.js';
import { tsLiteral } from './ts-literal.js';
import { extensionsOf } from '@ausd/contract-model/extensions';

/** A component name, an open enum, an object, a list or alternatives; `null` where nothing may change. */
type Shape =
  | string
  | { enum: string[] }
  | { reworded: true }
  | { properties: Record<string, Shape>; open: boolean }
  | { items: Shape; grows?: true }
  | { anyOf: Shape[] }
  | null;

function openEnum(schema: SchemaObject): string[] | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length !== 2) return undefined;
  const [first, second] = alternatives as SchemaObject[];
  const plain = (part?: SchemaObject) =>
    part?.type === 'string' && part.enum === undefined && part.const === undefined && part.$ref === undefined;
  const listed = [first, second].find((part) => part?.type === 'string' && Array.isArray(part.enum));
  return listed && (plain(first) || plain(second)) ? listed.enum!.map(String) : undefined;
}

/**
 * A list keyed by an open enum may gain an entry when the enum gains a value: its items are the values
 * (`supportedCurrencies`), or carry one and no identity of their own (`amounts`, one per currency). Lists of
 * resources with an `id` do not grow by evolution: a new entry there is a new resource.
 */
function keyedByOpenEnum(items: SchemaObject, model: ContractModel): boolean {
  if (openEnum(items) !== undefined) return true;
  const { properties } = objectFields(model, items);
  return (
    !('id' in properties) &&
    Object.values(properties).some((property) => openEnum(model.resolve<SchemaObject>(property)) !== undefined)
  );
}

function shapes(model: ContractModel) {
  const named: Record<string, Shape> = {};
  const shapeOf = (schema: SchemaObject | ReferenceObject): Shape => {
    const name = model.schemaName(schema);
    if (name !== undefined) {
      if (!(name in named)) {
        named[name] = null; // a recursive reference reads the name while its shape is being built
        named[name] = shapeOf(model.resolve<SchemaObject>(schema));
      }
      return named[name] === null ? null : name;
    }
    const resolved = model.resolve<SchemaObject>(schema);
    const values = openEnum(resolved);
    if (values !== undefined) return { enum: values };
    if (extensionsOf('schema', resolved).mayChange === 'wording') return { reworded: true };
    const alternatives = resolved.oneOf ?? resolved.anyOf;
    if (alternatives !== undefined) {
      const shaped = alternatives.map(shapeOf);
      return shaped.every((shape) => shape === null) ? null : { anyOf: shaped };
    }
    if (resolved.type === 'array' && resolved.items !== undefined) {
      const items = shapeOf(resolved.items);
      if (items === null) return null;
      return keyedByOpenEnum(model.resolve<SchemaObject>(resolved.items), model) ? { items, grows: true } : { items };
    }
    if (resolved.type !== 'object' && resolved.properties === undefined && resolved.allOf === undefined) return null;
    // An allOf extension is open only when neither it nor any part closes the object.
    // The extension's own properties come last, so they win over the parts' (e.g. a per-code error's context).
    const parts = [...(resolved.allOf ?? []).map((part) => model.resolve<SchemaObject>(part)), resolved];
    const properties: Record<string, Shape> = {};
    for (const part of parts)
      for (const [key, value] of Object.entries(part.properties ?? {})) properties[key] = shapeOf(value);
    const open = parts.every(
      (part) =>
        part.additionalProperties !== false &&
        (part as { unevaluatedProperties?: unknown }).unevaluatedProperties !== false,
    );
    const kept = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== null));
    return open || Object.keys(kept).length > 0 ? { properties: kept, open } : null;
  };
  const responses: Record<string, Record<string, Shape>> = {};
  for (const operation of model.operations) {
    for (const response of operation.responses) {
      const schema = response.value.content?.['application/json']?.schema;
      const shape = schema === undefined ? null : shapeOf(schema);
      if (shape !== null) (responses[operation.id] ??= {})[response.status] = shape;
    }
  }
  const used = Object.fromEntries(
    Object.entries(named)
      .filter(([, shape]) => shape !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { named: used, responses };
}

export const evolutionArtifact: ArtifactGenerator = {
  name: 'evolution',
  outputs: ['evolution.ts'],
  generate(model) {
    const { named, responses } = shapes(model);
    const contents = [
      `// Generated by \`ausd-api generate\` from the bundled contract (${model.document.info.title} ${model.document.info.version}). Do not edit.`,
      '// What may change without notice, per response body: open enums (known values listed), open objects,',
      '// lists keyed by an open enum (`grows`: they may gain an entry) and texts whose wording may change.',
      '',
      'export type EvolutionShape =',
      '  | string',
      '  | { readonly enum: readonly string[] }',
      '  | { readonly reworded: true }',
      '  | { readonly properties: Readonly<Record<string, EvolutionShape>>; readonly open: boolean }',
      '  | { readonly items: EvolutionShape; readonly grows?: true }',
      '  | { readonly anyOf: readonly EvolutionShape[] }',
      '  | null;',
      '',
      '/** Shapes of the component schemas, by name (a string shape refers to one of these). */',
      `export const componentShapes: Readonly<Record<string, EvolutionShape>> = ${tsLiteral(named)};`,
      '',
      '/** Shape of each JSON response body, by operationId and status. */',
      `export const responseShapes: Readonly<Record<string, Readonly<Record<string, EvolutionShape>>>> = ${tsLiteral(responses)};`,
      '',
    ].join('\n');
    return [{ path: 'evolution.ts', contents }];
  },
};

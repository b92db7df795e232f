// The contract's extension vocabulary (spec/extensions.yaml) compiled once: for each place an extension may appear,
// the validator of each extension declared there.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/** The vocabulary's file, named in messages as a repository path. */
export const vocabularyFile = 'spec/extensions.yaml';

interface Vocabulary {
  properties: Record<string, { $ref: string }>;
  $defs: Record<string, { properties?: Record<string, unknown> }>;
}

const vocabulary = parse(readFileSync(new URL(`../../../${vocabularyFile}`, import.meta.url), 'utf8')) as Vocabulary;
const ajv = new Ajv2020({ allErrors: true });
ajv.addSchema(vocabulary, 'vocabulary');

/** One place of the vocabulary: its name, its `$defs` entry, and the validator of each extension declared there. */
export interface Place {
  name: string;
  definition: string;
  extensions: Map<string, ValidateFunction>;
}

/** The places by name (`document`, `operation`, `parameter`, …), in the vocabulary's order. */
export const places: ReadonlyMap<string, Place> = new Map(
  Object.entries(vocabulary.properties).map(([name, { $ref }]) => {
    const definition = $ref.split('/').at(-1)!;
    const declared = Object.keys(vocabulary.$defs[definition]?.properties ?? {});
    const extensions = new Map(
      declared.map((key) => [key, ajv.getSchema(`vocabulary#/$defs/${definition}/properties/${key}`)!]),
    );
    return [name, { name, definition, extensions }];
  }),
);

/** An ajv error as one line: where in the value, what is wrong, and the allowed values or the extra key. */
export function describeError(error: ErrorObject): string {
  const detail =
    error.keyword === 'enum'
      ? `: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
      : error.keyword === 'additionalProperties'
        ? `: '${(error.params as { additionalProperty: string }).additionalProperty}'`
        : '';
  return `${error.message ?? 'is invalid'}${detail}`;
}

// generated/validators.js (+ .d.ts): ajv standalone validators compiled at generate time (2020-12 dialect,
// ajv-formats), so a server compiles no schema at start: every component schema, and per operation its path
// params, query set, request body and each response body by status.
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import formatsModule from 'ajv-formats';
import type { ArtifactGenerator } from './artifact.js';
import { formatFunctions, formatsDeclaration } from './formats.js';
import type { ContractModel, Located, OperationEntry } from './model.js';
import { render } from './template.js';
import { tsKey } from './ts-literal.js';

// CommonJS modules whose `default` property is the function in every module system.
const standaloneCode = standaloneModule.default;
const addFormats = formatsModule.default;

const componentPrefix = '#/components/schemas/';

/** OpenAPI keywords that are annotations to a JSON Schema validator. */
const annotationKeywords = ['discriminator', 'example', 'externalDocs', 'xml'];

/**
 * Each component schema is its own ajv schema (`$id: <Name>.json`), so every validator that references it
 * shares one compiled function instead of compiling the fragment again per referencing root.
 */
function componentId(name: string): string {
  return `${name}.json`;
}

function retargetRef(ref: string): string {
  if (!ref.startsWith(componentPrefix)) return ref;
  const [name, ...rest] = ref.slice(componentPrefix.length).split('/');
  return rest.length === 0 ? componentId(name!) : `${componentId(name!)}#/${rest.join('/')}`;
}

/** Points `$ref`s at the separately registered component schemas. */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? retargetRef(item) : retarget(item),
    ]),
  );
}

function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(item, found);
    }
  }
  return found;
}

/** One object schema over a parameter location: one property per parameter name, dotted names kept. */
function parametersSchema(parameters: Located<ParameterObject>[], closed: boolean): SchemaObject {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map(({ value }) => [value.name, retarget(value.schema ?? {}) as SchemaObject]),
    ),
    required: parameters.filter(({ value }) => value.required).map(({ value }) => value.name),
    additionalProperties: !closed,
  };
}

function jsonSchemaOf(media: { schema?: SchemaObject | ReferenceObject } | undefined): SchemaObject | undefined {
  return media?.schema === undefined ? undefined : (retarget(media.schema) as SchemaObject);
}

interface ValidatorEntry {
  /** Module-local name of the compiled function. */
  local: string;
  schema: SchemaObject;
  /** TypeScript type the validator guards, written against generated/types.ts. */
  type: string;
}

interface OperationValidators {
  id: string;
  params?: ValidatorEntry;
  query?: ValidatorEntry;
  body?: ValidatorEntry;
  responses: { status: string; validator: ValidatorEntry }[];
}

function operationValidators(operation: OperationEntry, index: number): OperationValidators {
  const at = (where: string) => operation.parameters.filter((parameter) => parameter.value.in === where);
  const op = `operations['${operation.id}']`;
  const local = (part: string) => `op${index}_${part}`;
  const path = at('path');
  const query = at('query');
  const bodyType = operation.requestBody && Object.keys(operation.requestBody.value.content)[0];
  const bodySchema = bodyType === undefined ? undefined : jsonSchemaOf(operation.requestBody?.value.content[bodyType]);
  return {
    id: operation.id,
    params:
      path.length > 0
        ? { local: local('params'), schema: parametersSchema(path, true), type: `${op}['parameters']['path']` }
        : undefined,
    query:
      query.length > 0
        ? {
            local: local('query'),
            schema: parametersSchema(query, operation.operation['x-strict-query'] === true),
            type: `NonNullable<${op}['parameters']['query']>`,
          }
        : undefined,
    body: bodySchema && {
      local: local('body'),
      schema: bodySchema,
      type: `NonNullable<${op}['requestBody']>['content']['${bodyType}']`,
    },
    responses: operation.responses.flatMap((response) => {
      const [type] = Object.keys(response.value.content ?? {});
      const schema = type === undefined ? undefined : jsonSchemaOf(response.value.content?.[type]);
      return schema
        ? [
            {
              status: response.status,
              validator: {
                local: local(`response${response.status}`),
                schema,
                type: `${op}['responses'][${response.status}]['content']['${type}']`,
              },
            },
          ]
        : [];
    }),
  };
}

/**
 * ajv's standalone output loads its runtime helpers and the formats with CommonJS `require`; an ES module
 * gets a `require` from `createRequire`, which keeps CommonJS semantics under every ESM loader.
 */
function asEsm(code: string): string {
  const body = code.replace(/^"use strict";\n?/, '');
  return `import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n${formatsDeclaration()}\n${body}`;
}

function compile(model: ContractModel, entries: ValidatorEntry[]): string {
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    allErrors: true,
    inlineRefs: false,
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(formatFunctions())) ajv.addFormat(name, { type: 'string', validate });
  ajv.addVocabulary([...annotationKeywords, ...extensionKeywords(model.document)]);
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    ajv.addSchema(retarget(schema) as SchemaObject, componentId(name));
  }
  for (const entry of entries) ajv.addSchema(entry.schema, entry.local);
  const code = standaloneCode(ajv, Object.fromEntries(entries.map((entry) => [entry.local, entry.local])));
  // The individual functions stay module-local; the two tables below are the exports.
  return asEsm(code).replace(/^export const (\w+) = /gm, 'const $1 = ');
}

export const validatorsArtifact: ArtifactGenerator = {
  name: 'validators',
  outputs: ['validators.js', 'validators.d.ts'],
  generate(model) {
    const schemaNames = Object.keys(model.document.components?.schemas ?? {}).sort();
    const schemaEntries = schemaNames.map((name, index) => ({
      name,
      key: tsKey(name),
      validator: {
        local: `component${index}`,
        schema: { $ref: componentId(name) },
        type: `components['schemas']['${name}']`,
      },
    }));
    const operations = model.operations.map(operationValidators).map((operation) => ({
      ...operation,
      key: tsKey(operation.id),
      responses: operation.responses.map((response) => ({ ...response, key: tsKey(response.status) })),
    }));
    const entries = [
      ...operations.flatMap((operation) => [
        operation.params,
        operation.query,
        operation.body,
        ...operation.responses.map((response) => response.validator),
      ]),
      ...schemaEntries.map((entry) => entry.validator),
    ].filter((entry): entry is ValidatorEntry => entry !== undefined);
    const context = { operations, schemas: schemaEntries };
    return [
      {
        path: 'validators.js',
        contents: render('validators.js.hbs', { ...context, compiled: compile(model, entries) }),
      },
      { path: 'validators.d.ts', contents: render('validators.d.ts.hbs', context) },
    ];
  },
};

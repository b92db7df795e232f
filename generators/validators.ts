// generated/validators.js (+ .d.ts): ajv standalone validators compiled at generate time (2020-12 dialect,
// ajv-formats), so a server compiles no schema at start: every component schema, and per operation its path
// params, query set, request body and each response body by status. The query and response validators come twice:
// with every error (to explain a refusal) and stopping at the first (`passes`, the verdict of the common, valid case);
// each query parameter also has its own first-error validator, so that a value is checked once, not with every query.
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import formatsModule from 'ajv-formats';
import type { ArtifactGenerator } from './artifact.js';
import { formatFunctions, formatsDeclaration } from './formats.js';
import type { ContractModel, Located, OperationEntry } from '@ausd/contract-model/model';
import { contractPlacement, importsOf } from './placement.js';
import { render } from './template.js';
import { tsKey } from './ts-literal.js';
import { extensionsOf, isExtensionKey } from '@ausd/contract-model/extensions';

// CommonJS modules whose `default` property is the function in every module system.
const standaloneCode = standaloneModule.default;
const addFormats = formatsModule.default;

const componentPrefix = '#/components/schemas/';

/** OpenAPI keywords that are annotations to a JSON Schema validator. */
const annotationKeywords = ['discriminator', 'example', 'externalDocs', 'xml'];

/**
 * Each component schema is its own ajv schema (`$id: <Name>.json`), so every validator with every error that
 * references it shares one compiled function instead of compiling the fragment again per referencing root. The
 * first-error validators inline the components that reference nothing: a call costs an options object and a path
 * per property, which is most of a valid answer's check.
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
      if (isExtensionKey(key)) found.add(key);
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
  /**
   * Whether a first-error validator is compiled beside it for the pass path (`passes.<local>`); `only` compiles that
   * one alone.
   */
  passes?: true | 'only';
  schema: SchemaObject;
  /** TypeScript type the validator guards, written against generated/types.ts. */
  type: string;
}

/** The validators compiled for one operation, as entries of the generated module. */
interface OperationValidatorEntries {
  id: string;
  params?: ValidatorEntry;
  query?: ValidatorEntry;
  /**
   * Each query parameter's schema alone, first error only: the query schema is these as properties, with `required`
   * and `additionalProperties`, so a value checked alone gets the verdict it gets in the whole.
   */
  queryParameters: { name: string; validator: ValidatorEntry }[];
  body?: ValidatorEntry;
  responses: { status: string; validator: ValidatorEntry }[];
}

function operationValidators(operation: OperationEntry, index: number): OperationValidatorEntries {
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
            passes: true,
            schema: parametersSchema(query, extensionsOf('operation', operation.operation).strictQuery === true),
            type: `NonNullable<${op}['parameters']['query']>`,
          }
        : undefined,
    queryParameters: query.map(({ value }, position) => ({
      name: value.name,
      validator: {
        local: local(`query${position}`),
        passes: 'only',
        schema: retarget(value.schema ?? {}) as SchemaObject,
        type: `NonNullable<${op}['parameters']['query']>[${JSON.stringify(value.name)}]`,
      },
    })),
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
                passes: true,
                schema,
                type: `${op}['responses'][${response.status}]['content']['${type}']`,
              },
            },
          ]
        : [];
    }),
  };
}

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * ajv compares `uniqueItems` through a hash only when the items schema states a scalar `type`; behind a `$ref`
 * it cannot see one and compares every pair of items. A `$ref` to a component of scalar type gets that type
 * beside it (the same constraint), so checking a long list stays linear.
 */
function hashableItems(value: unknown, components: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => hashableItems(item, components));
  if (typeof value !== 'object' || value === null) return value;
  const node = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, hashableItems(item, components)]),
  ) as Record<string, unknown>;
  const items = node['items'] as { $ref?: unknown; type?: unknown } | undefined;
  if (node['uniqueItems'] === true && typeof items?.$ref === 'string' && items.type === undefined) {
    const type = (components[items.$ref] as { type?: unknown } | undefined)?.type;
    if (typeof type === 'string' && scalarTypes.has(type)) node['items'] = { ...items, type };
  }
  return node;
}

/** Schema errors one run collects before it stops looking: far above the 20 issues an error lists. */
export const ERROR_LIMIT = 1000;

/**
 * Module-level helpers the rewritten validators use. A run that reaches `errorLimit` errors throws
 * `ErrorLimitReached` from where it stands; each validator it passes through on the way out puts its own errors
 * first, so `bounded` (what the tables export) answers `false` with the errors found, in order.
 */
const boundedCollectionHelpers = `const errorLimit = ${ERROR_LIMIT};
class ErrorLimitReached {
  errors = [];
}
function appendErrors(list, more) {
  if (list === null) return more;
  for (const error of more) list.push(error);
  return list;
}
function collected(thrown, errors) {
  // A caller's errors come first; a branch that threw may still add its own on top, so the list is cut to the limit.
  if (thrown instanceof ErrorLimitReached && errors !== null)
    thrown.errors = [...errors, ...thrown.errors].slice(0, errorLimit);
  return thrown;
}
function bounded(validate) {
  const run = (data) => {
    try {
      const valid = validate(data);
      run.errors = validate.errors;
      return valid;
    } catch (thrown) {
      if (!(thrown instanceof ErrorLimitReached)) throw thrown;
      run.errors = thrown.errors;
      return false;
    }
  };
  return run;
}`;

/** Rewrites `code`, failing generation when ajv's output no longer has the shape the rewrite expects. */
function rewrite(code: string, pattern: RegExp, replacement: string, expected: number, what: string): string {
  let count = 0;
  const result = code.replace(pattern, (...match) => {
    count += 1;
    return replacement.replace(/\$(\d)/g, (_, group: string) => String(match[Number(group)]));
  });
  if (count !== expected)
    throw new Error(`generators/validators.ts: expected ${expected} ${what} in ajv's output, found ${count}`);
  return result;
}

/**
 * With `allErrors`, ajv appends a referenced validator's errors by `vErrors.concat(…)`: one copy of every error so
 * far per failing item, quadratic in the items, and it collects every error of the data, however many. The
 * rewrite appends in place and stops at `ERROR_LIMIT` errors, so a run costs at most the data's size plus the
 * limit. Everything before the stop is ajv's own verdict; the stop itself answers invalid. That is exact unless
 * one alternative of a `oneOf`/`anyOf`/`if` alone fails with the limit's worth of errors while another holds:
 * the contract's alternatives are closed objects and single fields, which fail with a few errors each.
 */
function boundCollection(code: string): string {
  const functions = code.match(/^function validate\d+\(/gm)?.length ?? 0;
  const appends = code.match(/vErrors\.concat\(/g)?.length ?? 0;
  const counts = code.match(/errors\+\+;/g)?.length ?? 0;
  let out = rewrite(
    code,
    /vErrors = vErrors === null \? (\w+)\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;/g,
    'vErrors = appendErrors(vErrors, $1.errors);\nerrors = vErrors.length;\nif(errors >= errorLimit){throw new ErrorLimitReached();}',
    appends,
    'error appends',
  );
  out = rewrite(
    out,
    /errors\+\+;/g,
    'if(++errors >= errorLimit){throw new ErrorLimitReached();}',
    counts,
    'error counts',
  );
  out = rewrite(
    out,
    /^(function validate\d+\(data, \{[^\n]*\}=\{\}\)\{\nlet vErrors = null;\nlet errors = 0;\n)/gm,
    '$1try{\n',
    functions,
    'validator openings',
  );
  return rewrite(
    out,
    /^(validate\d+)\.errors = vErrors;\n((?:evaluated\d+\.\w+ = \w+;\n)*)return errors === 0;\n\}$/gm,
    '$1.errors = vErrors;\n$2return errors === 0;\n}catch(thrown){throw collected(thrown, vErrors);}\n}',
    functions,
    'validator endings',
  );
}

/**
 * ajv's standalone output loads its runtime helpers and the formats with CommonJS `require`; an ES module
 * gets a `require` from `createRequire`, which keeps CommonJS semantics under every ESM loader.
 */
function asEsm(code: string): string {
  return `import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n${formatsDeclaration()}\n${boundedCollectionHelpers}\n${boundCollection(code)}`;
}

interface Discriminator {
  propertyName: string;
  mapping?: unknown;
}

/**
 * Whether ajv can check only the branch a `oneOf`'s tag names: each branch (itself or the component it references)
 * is an object that states the tag under `properties` with `const` or `enum` and requires it, and no value names
 * two branches. Then no other branch can hold beside the named one, and nothing but an object holds at all.
 */
function discriminable(node: Record<string, unknown>, components: Readonly<Record<string, unknown>>): boolean {
  const { propertyName: tag } = node['discriminator'] as Discriminator;
  const topRequired = Array.isArray(node['required']) && node['required'].includes(tag);
  const seen = new Set<unknown>();
  for (const option of (node['oneOf'] as unknown[] | undefined) ?? []) {
    let branch = option as Record<string, unknown> | undefined;
    if (typeof branch?.['$ref'] === 'string' && Object.keys(branch).length === 1) {
      branch = components[branch['$ref']] as Record<string, unknown> | undefined;
    }
    const property = (branch?.['properties'] as Record<string, { const?: unknown; enum?: unknown[] }> | undefined)?.[
      tag
    ];
    const values = property?.const ? [property.const] : property?.enum;
    const required = Array.isArray(branch?.['required']) && (branch['required'] as unknown[]).includes(tag);
    if (branch?.['type'] !== 'object' || values === undefined || !(topRequired || required)) return false;
    for (const value of values) {
      if (typeof value !== 'string' || seen.has(value)) return false;
      seen.add(value);
    }
  }
  return seen.size > 0;
}

/**
 * For the first-error validators: each `discriminator` ajv can use, without its `mapping` (ajv reads the branches'
 * own tags and takes none written out); the others left out, so their `oneOf` is checked branch by branch.
 */
function discriminated(value: unknown, components: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => discriminated(item, components));
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Record<string, unknown>;
  const usable =
    node['discriminator'] !== undefined &&
    (node['type'] === undefined || node['type'] === 'object') &&
    discriminable(node, components);
  const entries = Object.entries(node).flatMap(([key, item]): [string, unknown][] => {
    if (key !== 'discriminator') return [[key, discriminated(item, components)]];
    if (!usable) return [];
    const { mapping: _mapping, ...rest } = item as Discriminator;
    return [[key, rest]];
  });
  // ajv's discriminator lets anything but an object through; the `oneOf` it stands for holds for objects only.
  return Object.fromEntries(usable ? [['type', 'object'], ...entries] : entries);
}

/**
 * Standalone code of `entries` (component schemas registered beside them), every function module-local. Stopping
 * at the first error, a `oneOf` with a `discriminator` checks only the branch its tag names: ajv compiles that only
 * when every branch requires the tag with its own constant values, so no other branch could hold and the verdict is
 * the `oneOf`'s. The validators with every error keep the `oneOf`, whose errors name each branch's failures.
 */
function standalone(model: ContractModel, entries: ValidatorEntry[], allErrors: boolean): string {
  const discriminator = !allErrors;
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    allErrors,
    discriminator,
    inlineRefs: !allErrors,
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(formatFunctions())) ajv.addFormat(name, { type: 'string', validate });
  const annotations = discriminator
    ? annotationKeywords.filter((keyword) => keyword !== 'discriminator')
    : annotationKeywords;
  ajv.addVocabulary([...annotations, ...extensionKeywords(model.document)]);
  const schemas = model.document.components?.schemas ?? {};
  const components = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [componentId(name), schema]));
  const retargeted = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [componentId(name), retarget(schema)]),
  );
  const prepared = (schema: unknown) => (discriminator ? discriminated(schema, retargeted) : schema);
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(prepared(hashableItems(retarget(schema), components)) as SchemaObject, componentId(name));
  }
  for (const entry of entries)
    ajv.addSchema(prepared(hashableItems(entry.schema, components)) as SchemaObject, entry.local);
  const code = standaloneCode(ajv, Object.fromEntries(entries.map((entry) => [entry.local, entry.local])));
  return code.replace(/^"use strict";\n?/, '').replace(/^export const (\w+) = /gm, 'const $1 = ');
}

/**
 * The validators with every error (what the tables export), then the first-error ones in a scope of their own
 * (`passes`, bounded alike): the two compilations name their functions alike. Stopping at the first error, a valid value costs
 * no error bookkeeping, and an invalid one is explained by the full validator.
 */
function compile(model: ContractModel, entries: ValidatorEntry[]): string {
  const passing = entries.filter((entry) => entry.passes !== undefined);
  const names = passing.map((entry) => entry.local).join(', ');
  const passes = `const passes = (() => {\n${boundCollection(standalone(model, passing, false))}\nreturn { ${names} };\n})();`;
  const explaining = entries.filter((entry) => entry.passes !== 'only');
  return `${asEsm(standalone(model, explaining, true))}\n${passes}`;
}

export const validatorsArtifact: ArtifactGenerator = {
  name: 'validators',
  outputs: ['validators.js', 'validators.d.ts'],
  generate(model, context) {
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
      queryParameters: operation.queryParameters.map((parameter) => ({ ...parameter, key: tsKey(parameter.name) })),
      responses: operation.responses.map((response) => ({ ...response, key: tsKey(response.status) })),
    }));
    const entries = [
      ...operations.flatMap((operation) => [
        operation.params,
        operation.query,
        ...operation.queryParameters.map((parameter) => parameter.validator),
        operation.body,
        ...operation.responses.map((response) => response.validator),
      ]),
      ...schemaEntries.map((entry) => entry.validator),
    ].filter((entry): entry is ValidatorEntry => entry !== undefined);
    const tables = { operations, schemas: schemaEntries };
    return [
      {
        path: 'validators.js',
        contents: render('validators.js.hbs', { ...tables, compiled: compile(model, entries) }),
      },
      {
        path: 'validators.d.ts',
        contents: render('validators.d.ts.hbs', {
          ...tables,
          imports: importsOf(context?.placement ?? contractPlacement, 'validators.d.ts'),
        }),
      },
    ];
  },
};

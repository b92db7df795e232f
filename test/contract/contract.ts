// The bundled contract as the tests see it: the committed generated/openapi.json, and ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1) compiling any schema of it by JSON pointer.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { formatFunctions } from '../../generators/formats.js';

// Loosely typed on purpose: the tests walk the document generically and assert on its shape.
export type Json = any;

export const document: Json = JSON.parse(
  readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'),
);

const schemasId = 'https://contract.invalid/schemas.json';

/** A copy of `node` whose component references point into the registered `$defs` document. */
function retarget(node: Json): Json {
  if (Array.isArray(node)) return node.map(retarget);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string'
        ? [key, value.replace('#/components/schemas/', `${schemasId}#/$defs/`)]
        : [key, retarget(value)],
    ),
  );
}

function extensionKeywords(node: Json, found = new Set<string>()): Set<string> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(value, found);
    }
  }
  return found;
}

// ajv-formats is CommonJS; under NodeNext the plugin is the module's `default` property.
const addFormats = formatsModule.default;

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(formatFunctions())) ajv.addFormat(name, { type: 'string', validate });
  // OpenAPI annotations and the contract's own `x-` extensions inside schemas; they do not constrain instances.
  ajv.addVocabulary(['discriminator', 'example', ...extensionKeywords(document.components.schemas)]);
  ajv.addSchema({ $id: schemasId, $defs: retarget(document.components.schemas) });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/** The validator of a schema node of the bundle (a component, or a schema inline in a path). */
export function validatorFor(schema: Json): ValidateFunction {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const validate = ajv.compile(retarget(schema));
  compiled.set(schema, validate);
  return validate;
}

export function componentValidator(name: string): ValidateFunction {
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`no component schema ${name}`);
  return validatorFor(schema);
}

/** Follows a local `$ref` of the bundle. */
export function deref<T = Json>(node: Json): T {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    const path = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = path.reduce((value: Json, key) => value?.[key], document);
    if (current === undefined) throw new Error(`unresolved ${node.$ref}`);
  }
  return current as T;
}

export const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  operation: Json;
  parameters: Json[];
}

export const operationEntries: OperationEntry[] = Object.entries(document.paths as Record<string, Json>).flatMap(
  ([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        operationId: item[method].operationId as string,
        method,
        path,
        operation: item[method],
        parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p: Json) => deref(p)),
      })),
);

export function operationById(operationId: string): OperationEntry {
  const entry = operationEntries.find((candidate) => candidate.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return entry;
}

/** The error codes a response allows: the `const` code of each per-code schema it references. */
export function errorCodesOf(response: Json): string[] {
  const schema = deref(response).content?.['application/json']?.schema;
  const variants: Json[] = schema?.$ref ? [schema] : (schema?.oneOf ?? []);
  return variants.map((variant) => deref(variant).properties?.code?.const as string).sort();
}

// generated/types.ts: openapi-typescript's paths/components/operations, plus friendly named exports for every
// component schema and, per operation, its params, query, body, success result and error codes by status.
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { OpenAPI3 } from 'openapi-typescript';
import type ts from 'typescript';
import type { ArtifactGenerator } from './artifact.js';
import { isErrorStatus } from '@ausd/contract-model/error-codes';
import type { ContractModel } from '@ausd/contract-model/model';
import { openEnumValues } from '@ausd/contract-model/open-enum';
import { openEnumOfList, openEnumsByValues } from './open-enum-filters.js';
import { listPaginationOf } from './operations.js';
import { shortDocs } from './short-docs.js';
import { render } from './template.js';
import { jsonPointer } from '@ausd/contract-model/pointer';

/**
 * The TypeScript name of an operationId or schema name: its runs of letters and digits, each capitalised
 * (`createRoute` → `CreateRoute`, `repos/get-content` → `ReposGetContent`). Other people's documents name
 * operations and schemas with `/`, `-` and `.`, which a type name cannot hold.
 */
export function typeName(name: string): string {
  const words = name.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return /^[\p{L}_$]/u.test(joined) ? joined : `_${joined}`;
}

async function contractTypes(model: ContractModel): Promise<string> {
  // Loaded here, not at import: openapi-typescript brings the TypeScript compiler, which commands that only read
  // the pipeline (its artifact names, a contract that does not parse) need not load.
  const {
    default: openapiTS,
    astToString,
    STRING,
    tsIntersection,
    tsLiteral,
    tsUnion,
  } = await import('openapi-typescript');
  const { factory } = (await import('typescript')).default;
  const byValues = openEnumsByValues(model);
  const openEnumType = (values: string[]): ts.TypeNode =>
    tsUnion([...values.map((value) => tsLiteral(value)), tsIntersection([STRING, factory.createTypeLiteralNode([])])]);
  // openapi-typescript adds discriminator properties to the schemas it is given: hand it a copy.
  const ast = await openapiTS(structuredClone(model.document) as unknown as OpenAPI3, {
    silent: true,
    // `context: {type: object}` on the base Error must stay extensible: the per-code schemas narrow it.
    emptyObjectsUnknown: true,
    // An open enum keeps editor completion of its known values while accepting any string; a query list of an open
    // enum's known values is named for them (open-enum-filters.ts).
    transform(schema, { path }) {
      const values = openEnumValues(schema as SchemaObject);
      if (values) return openEnumType(values.map(String));
      const known = path?.includes('/parameters/') ? openEnumOfList(schema as SchemaObject, byValues) : undefined;
      return known === undefined
        ? undefined
        : factory.createArrayTypeNode(factory.createTypeReferenceNode(knownName(known)));
    },
  });
  // `paths` is exported by the template with open enums as plain strings, for third-party clients.
  const source = await shortDocs(astToString(ast), 'components');
  const declaration = 'export interface paths {';
  if (source.split(declaration).length !== 2)
    throw new Error(`openapi-typescript output has no single '${declaration}'`);
  return source.replace(declaration, 'interface contractPaths {');
}

/** The name of an open enum's known values: `KnownTransactionType`. */
const knownName = (schema: string) => `Known${typeName(schema)}`;

function friendlyNames(model: ContractModel) {
  const schemas = Object.keys(model.document.components?.schemas ?? {})
    .sort()
    .map((key) => ({ key, name: typeName(key) }));
  const knownValues = [...openEnumsByValues(model).values()]
    .flat()
    .sort()
    .map((key) => ({
      name: knownName(key),
      schema: typeName(key),
      pointer: jsonPointer('components', 'schemas', key),
    }));
  const operations = model.operations.map((operation) => {
    const base = typeName(operation.id);
    const location = (where: string) => operation.parameters.some((parameter) => parameter.value.in === where);
    // Every success status an operation documents (e.g. 201 settled, 202 held): the result is their union.
    const successes = operation.responses.flatMap((response) => {
      const type = Object.keys(response.value.content ?? {})[0];
      return response.status.startsWith('2') && type
        ? [`operations['${operation.id}']['responses'][${response.status}]['content']['${type}']`]
        : [];
    });
    const errors = operation.responses
      .filter((response) => isErrorStatus(response.status) && response.value.content?.['application/json'])
      .map((response) => ({ status: response.status, contentType: 'application/json' }));
    return {
      id: operation.id,
      method: operation.method.toUpperCase(),
      path: operation.path,
      params: location('path') ? `${base}Params` : undefined,
      query: location('query') ? `${base}Query` : undefined,
      body: operation.requestBody ? `${base}Body` : undefined,
      bodyContentType: operation.requestBody && Object.keys(operation.requestBody.value.content)[0],
      result: `${base}Result`,
      resultType: successes.length > 0 ? successes.join(' | ') : 'undefined',
      errors,
      errorsName: `${base}Errors`,
      errorCodeName: `${base}ErrorCode`,
      exampleStatus: errors.at(-1)?.status,
      pointer: operation.pointer,
    };
  });
  // A list's item under its tag's singular (`Transactions` → `Transaction`) where no schema has that name: the type of
  // every item, listed or fetched, when the fetched one extends it (`TransactionDetail` adds the legs).
  const names = new Set(schemas.map(({ name }) => name));
  const items = operations.flatMap((operation) => {
    const entry = model.operations.find((candidate) => candidate.id === operation.id)!;
    const itemsField = listPaginationOf(model, entry)?.itemsField;
    const name = typeName(entry.operation.tags?.[0] ?? '').replace(/s$/, '');
    if (itemsField === undefined || name === '_' || names.has(name)) return [];
    return [
      { name, list: operation.id, type: `${operation.result}['${itemsField}'][number]`, pointer: operation.pointer },
    ];
  });
  const taken = new Map(schemas.map(({ key, name }) => [name, jsonPointer('components', 'schemas', key)]));
  for (const item of items) {
    const other = taken.get(item.name);
    if (other !== undefined) model.fail(item.pointer, `friendly type name '${item.name}' is also the name of ${other}`);
    taken.set(item.name, item.pointer);
  }
  for (const known of knownValues) {
    const other = taken.get(known.name);
    if (other !== undefined)
      model.fail(known.pointer, `friendly type name '${known.name}' is also the name of ${other}`);
    taken.set(known.name, known.pointer);
  }
  for (const operation of operations) {
    for (const name of [
      operation.params,
      operation.query,
      operation.body,
      operation.result,
      operation.errorsName,
      operation.errorCodeName,
    ]) {
      if (name === undefined) continue;
      const other = taken.get(name);
      if (other !== undefined)
        model.fail(operation.pointer, `friendly type name '${name}' is also the name of ${other}`);
      taken.set(name, operation.pointer);
    }
  }
  return { schemas, knownValues, items, operations };
}

export const typesArtifact: ArtifactGenerator = {
  name: 'types',
  outputs: ['types.ts'],
  async generate(model) {
    const contents = render('types.ts.hbs', { contractTypes: await contractTypes(model), ...friendlyNames(model) });
    return [{ path: 'types.ts', contents }];
  },
};

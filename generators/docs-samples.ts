// Request samples of the reference (`x-codeSamples`): a curl call and a call with the typed client per
// operation, both built from the contract's own examples. test/docs/samples.slow.test.ts compiles every TypeScript
// sample and runs every curl sample against the sandbox, so a sample that drifts from the contract fails.
import type { ExampleObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { clientOperations } from './client.js';
import { credentialOf } from './contract-facts.js';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { tsLiteral } from './ts-literal.js';
import { extensionsOf } from '@ausd/contract-model/extensions';

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** The package integrators install the client from. */
export const clientPackage = '@ausd/client';
export const apiKeyVariable = 'AUSD_API_KEY';
export const sessionTokenVariable = 'AUSD_SESSION_TOKEN';

const singular = (noun: string) => noun.replace(/s$/, '');

function baseUrl(model: ContractModel): string {
  const server = model.document.servers?.[0] ?? model.fail('/servers', 'samples need a server');
  return server.url.replace(
    /\{(\w+)\}/g,
    (_, name: string) =>
      server.variables?.[name]?.default?.toString() ??
      model.fail('/servers/0', `server variable ${name} has no default`),
  );
}

function exampleOf(model: ContractModel, parameter: ParameterObject, pointer: string): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first !== undefined) return model.resolve<ExampleObject>(first).value;
  return model.fail(pointer, `parameter ${parameter.name} has no example for the request samples`);
}

function bodyExample(model: ContractModel, entry: OperationEntry): unknown {
  const media = entry.requestBody?.value.content['application/json'];
  if (media === undefined) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first === undefined)
    return model.fail(entry.requestBody!.pointer, 'request body has no example for the request samples');
  return model.resolve<ExampleObject>(first).value;
}

interface QueryValue {
  name: string;
  value: string | number | boolean | string[];
  /** The field a range bound filters (`x-range.field`). */
  range?: string;
}

/**
 * A realistic list call: `limit`, the first filter with an example and one lower bound of the first range.
 * Every example together would contradict itself (two lower bounds, bounds that cannot both hold).
 */
function sampleQuery(model: ContractModel, entry: OperationEntry): QueryValue[] {
  const query = entry.parameters.filter((parameter) => parameter.value.in === 'query');
  const values = (picked: typeof query) =>
    picked.map(({ value, pointer }) => {
      const example = exampleOf(model, value, pointer);
      const schema = model.resolve<SchemaObject>(value.schema ?? {}, pointer);
      const listed = schema.type === 'array' && !Array.isArray(example) ? String(example).split(',') : example;
      const range = extensionsOf('parameter', value).range?.field;
      return { name: value.name, value: listed as QueryValue['value'], ...(range && { range }) };
    });
  const declared = (parameter: (typeof query)[number]) => extensionsOf('parameter', parameter.value);
  const limit = query.filter((parameter) => declared(parameter).pagination === 'limit');
  const filter = query.filter((parameter) => declared(parameter).filter !== undefined).slice(0, 1);
  const lower = query.filter((parameter) => declared(parameter).range?.bound === 'lower').slice(-1);
  return values([...limit, ...filter, ...lower]);
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curlSample(model: ContractModel, entry: OperationEntry, query: QueryValue[], body: unknown): string {
  let path = entry.path;
  for (const { value, pointer } of entry.parameters.filter((parameter) => parameter.value.in === 'path')) {
    path = path.replace(`{${value.name}}`, encodeURIComponent(String(exampleOf(model, value, pointer))));
  }
  const search = query
    .map(
      ({ name, value }) =>
        `${name}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value)).replaceAll('%2C', ',')}`,
    )
    .join('&');
  const lines = [
    `curl ${entry.method === 'get' ? '' : `-X ${entry.method.toUpperCase()} `}${shellQuote(`${baseUrl(model)}${path}${search ? `?${search}` : ''}`)}`,
  ];
  const credential = credentialOf(model, entry);
  if (credential === 'exchange') lines.push(`-H "Authorization: Bearer $${apiKeyVariable}"`);
  if (credential === 'session') lines.push(`-H "Authorization: Bearer $${sessionTokenVariable}"`);
  if (body !== undefined)
    lines.push(`-H 'Content-Type: application/json'`, `--data ${shellQuote(JSON.stringify(body))}`);
  return lines.join(' \\\n  ');
}

/** Range bounds grouped per declared field, as the client takes them (`initiatedAt: {gte}`). */
function clientQuery(query: QueryValue[]): Record<string, unknown> {
  const grouped: Record<string, unknown> = {};
  for (const { name, value, range } of query) {
    if (range === undefined) grouped[name] = value;
    else grouped[range] = { ...(grouped[range] as object | undefined), [name.slice(range.length + 1)]: value };
  }
  return grouped;
}

function typescriptSample(
  model: ContractModel,
  entry: OperationEntry,
  call: string,
  query: QueryValue[],
  body: unknown,
): string {
  const options =
    credentialOf(model, entry) === 'public'
      ? `{ baseUrl: '${baseUrl(model)}' }`
      : `{ baseUrl: '${baseUrl(model)}', apiKey: process.env.${apiKeyVariable}! }`;
  const args = [
    ...entry.parameters
      .filter((parameter) => parameter.value.in === 'path')
      .map(({ value, pointer }) => tsLiteral(exampleOf(model, value, pointer))),
    ...(body !== undefined ? [tsLiteral(body)] : []),
    ...(query.length > 0 ? [tsLiteral(clientQuery(query))] : []),
  ];
  const header = [
    `import { createClient } from '${clientPackage}';`,
    '',
    `const client = createClient(${options});`,
    '',
  ];
  const [resource, verb] = call.split('.');
  if (verb === 'list') {
    const item = singular(resource!);
    return [
      ...header,
      `// Every page in turn: the client follows \`nextCursor\`.`,
      `for await (const ${item} of client.${call}(${args.join(', ')})) {`,
      `  console.log(${item});`,
      '}',
      '',
    ].join('\n');
  }
  const result = verb === 'get' || verb === 'create' || verb === 'update' ? singular(resource!) : 'result';
  return [...header, `const ${result} = await client.${call}(${args.join(', ')});`, `console.log(${result});`, ''].join(
    '\n',
  );
}

/** `x-codeSamples` per operationId. */
export function codeSamples(model: ContractModel): Map<string, CodeSample[]> {
  const samples = new Map<string, CodeSample[]>();
  for (const { entry, resource, name } of clientOperations(model)) {
    const query = sampleQuery(model, entry);
    const body = bodyExample(model, entry);
    samples.set(entry.id, [
      { lang: 'Shell', label: 'curl', source: curlSample(model, entry, query, body) },
      {
        lang: 'JavaScript',
        label: 'TypeScript',
        source: typescriptSample(model, entry, `${resource}.${name}`, query, body),
      },
    ]);
  }
  return samples;
}

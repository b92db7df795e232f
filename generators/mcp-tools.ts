// packages/mcp/src/generated/tools.ts: the MCP server's tool table, one tool per operation but the token exchange
// (the server exchanges the key itself). A tool's input is the operation's path and query parameters by their
// contract names and its request body's properties beside them (no wrapper); its output the success answer's
// schema; its hints the method's semantics (GET reads, PUT repeats without further effect). Each entry also says
// which client method the server calls, so a call goes through @ausd/client and nothing is restated.
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { clientOperations } from './client.js';
import { operationSpec } from './operations.js';
import { jsonSchema, type JsonSchema } from './json-schema.js';
import { render } from './template.js';

/** A parameter's schema with its description, as one property of a tool's input. */
function parameterProperty(model: ContractModel, parameter: ParameterObject, pointer: string): JsonSchema {
  const schema = jsonSchema(model, parameter.schema ?? {}, `${pointer}/schema`) as JsonSchema;
  return parameter.description === undefined ? schema : { ...schema, description: parameter.description };
}

/** The alternatives of a body (`oneOf` of objects), or the body itself as the one alternative. */
function bodyAlternatives(model: ContractModel, entry: OperationEntry): JsonSchema[] {
  const media = entry.requestBody?.value.content['application/json'];
  if (media?.schema === undefined) return [];
  const pointer = `${entry.requestBody!.pointer}/content/application~1json/schema`;
  const body = model.resolve<SchemaObject>(media.schema, pointer);
  const alternatives = body.oneOf ?? [media.schema];
  return alternatives.map((alternative, index) => {
    const schema = jsonSchema(model, alternative as SchemaObject | ReferenceObject, `${pointer}/oneOf/${index}`);
    const object = schema as JsonSchema;
    if (typeof schema === 'boolean' || object.type !== 'object' || object.properties === undefined)
      model.fail(pointer, 'a tool takes a request body of objects (or a oneOf of objects) at the top level');
    return object;
  });
}

/**
 * The tool's input: the parameters, then the body's properties at the top level. A body of several alternatives
 * is stated exactly by `oneOf`; the listing beside it names every property any alternative takes (with its
 * description only, so it never contradicts one: `kind` is `wallet` in one and `bank` in the other) and requires
 * what every alternative requires.
 */
function inputSchema(model: ContractModel, entry: OperationEntry): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const { value, pointer } of entry.parameters) {
    if (value.in !== 'path' && value.in !== 'query') continue;
    properties[value.name] = parameterProperty(model, value, pointer);
    if (value.required) required.push(value.name);
  }
  const withParameters = (alternative: JsonSchema): JsonSchema => ({
    ...alternative,
    type: 'object',
    properties: { ...properties, ...(alternative.properties as object) },
    required: [...required, ...((alternative.required as string[] | undefined) ?? [])],
  });
  const alternatives = bodyAlternatives(model, entry);
  if (alternatives.length === 0) return { type: 'object', properties, required, additionalProperties: false };
  if (alternatives.length === 1) return withParameters(alternatives[0]!);
  const requiredBy = (alternative: JsonSchema) => (alternative.required as string[] | undefined) ?? [];
  const listed = alternatives.flatMap((alternative) => Object.entries(alternative.properties as JsonSchema));
  for (const [name, schema] of listed) {
    const { description } = schema as JsonSchema;
    properties[name] ??= description === undefined ? {} : { description };
  }
  const bodyRequired = [...new Set(listed.map(([name]) => name))].filter((name) =>
    alternatives.every((alternative) => requiredBy(alternative).includes(name)),
  );
  return {
    type: 'object',
    properties,
    required: [...required, ...bodyRequired],
    oneOf: alternatives.map(withParameters),
  };
}

function outputSchema(model: ContractModel, entry: OperationEntry): JsonSchema | undefined {
  const success = entry.responses.find((response) => response.status.startsWith('2'));
  const media = success?.value.content?.['application/json'];
  if (media?.schema === undefined) return undefined;
  const schema = jsonSchema(model, media.schema, `${success!.pointer}/content/application~1json/schema`);
  if (typeof schema === 'boolean') return model.fail(success!.pointer, 'a tool answers an object');
  return { type: 'object', ...schema };
}

export function mcpTools(model: ContractModel) {
  return clientOperations(model)
    .map(({ entry, resource, name }) => ({ entry, resource, name, spec: operationSpec(model, entry) }))
    .filter(({ spec }) => spec.credential !== 'exchange')
    .map(({ entry, resource, name, spec }) => {
      const { summary, description } = entry.operation;
      const read = entry.method === 'get';
      const output = outputSchema(model, entry);
      const pages = spec.pagination;
      const pathParameters = entry.parameters.filter((p) => p.value.in === 'path').map((p) => p.value.name);
      const hasQuery = entry.parameters.some((p) => p.value.in === 'query');
      return {
        name: entry.id,
        title: summary ?? entry.id,
        description: [summary, description].filter((text) => text !== undefined).join('\n\n'),
        inputSchema: inputSchema(model, entry),
        ...(output && { outputSchema: output }),
        annotations: {
          title: summary ?? entry.id,
          readOnlyHint: read,
          destructiveHint: !read && entry.method !== 'post',
          idempotentHint: read || entry.method === 'put' || entry.method === 'delete',
          openWorldHint: false,
        },
        call: {
          method: [resource, name],
          pathParameters,
          ...(entry.requestBody ? { input: 'body' } : hasQuery && { input: 'query' }),
          ...(pages && { pages }),
          text: output === undefined,
        },
      };
    });
}

export const mcpToolsArtifact: ArtifactGenerator = {
  name: 'mcp-tools',
  outputs: ['tools.ts'],
  generate(model) {
    const contents = render('mcp-tools.ts.hbs', {
      title: model.document.info.title,
      version: model.document.info.version,
      // JSON is a TypeScript literal too, and printed in linear time (the table is large).
      tools: JSON.stringify(mcpTools(model), null, 2),
    });
    return [{ path: 'tools.ts', contents }];
  },
};

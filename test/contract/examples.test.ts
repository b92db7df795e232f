import { describe, expect, it } from 'vitest';
import { deref, document, operationEntries, validatorFor, type Json } from './contract.js';

interface ExampleCase {
  where: string;
  schema: Json;
  value: unknown;
}

/** Every named example of a media type, as cases to validate. */
function mediaExamples(where: string, content: Record<string, Json> | undefined): ExampleCase[] {
  return Object.entries(content ?? {}).flatMap(([type, media]) => {
    const named = Object.entries((media.examples ?? {}) as Record<string, Json>).map(([name, example]) => ({
      where: `${where} ${type} ${name}`,
      schema: media.schema,
      value: deref(example).value,
    }));
    return media.example === undefined
      ? named
      : [...named, { where: `${where} ${type}`, schema: media.schema, value: media.example }];
  });
}

const bodyCases = operationEntries.flatMap(({ operationId, operation }) => [
  ...mediaExamples(`${operationId} request`, deref(operation.requestBody)?.content),
  ...Object.entries(operation.responses as Record<string, Json>).flatMap(([status, response]) =>
    mediaExamples(`${operationId} ${status}`, deref(response).content),
  ),
]);

const parameterCases: ExampleCase[] = operationEntries.flatMap(({ operationId, parameters }) =>
  parameters.map((parameter) => ({
    where: `${operationId} ${parameter.name}`,
    schema: parameter.schema,
    value: parameter.example,
  })),
);

const headerCases: ExampleCase[] = Object.entries(document.components.headers as Record<string, Json>).map(
  ([name, header]) => ({
    where: `header ${name}`,
    schema: header.schema,
    value: header.example,
  }),
);

const schemaCases: ExampleCase[] = Object.entries(document.components.schemas as Record<string, Json>).flatMap(
  ([name, schema]) =>
    ((schema.examples ?? []) as unknown[]).map((value, index) => ({
      where: `schema ${name} #${index}`,
      schema,
      value,
    })),
);

function check({ schema, value }: ExampleCase): void {
  const validate = validatorFor(schema);
  const ok = validate(value);
  expect(ok, JSON.stringify(validate.errors)).toBe(true);
}

describe('examples', () => {
  // That every request and response body has an example is the lint rule ausd/operation-examples. Redocly validates
  // examples too, but without the contract's own formats (generators/formats.ts), which these validators know.
  it.each(operationEntries)('$operationId shows an example of every error code it allows', ({ operation }) => {
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      if (!/^[45]/.test(status)) continue;
      const media = deref(response).content['application/json'];
      const allowed = media.schema.$ref ? [deref(media.schema)] : media.schema.oneOf.map(deref);
      const shown = new Set(
        Object.values(media.examples as Record<string, Json>).map((example) => example.value.code as string),
      );
      expect([...shown].sort()).toEqual(allowed.map((schema: Json) => schema.properties.code.const).sort());
    }
  });

  it.each(bodyCases)('$where validates against its schema', check);
  it.each(parameterCases)('parameter $where example validates', check);
  it.each(headerCases)('$where example validates', check);
  it.each(schemaCases)('$where validates', check);

  it('the validators reject what the examples must not be (the check is not vacuous)', () => {
    const metrics = bodyCases.find((c) => c.where.startsWith('getMetrics 200'))!;
    expect(validatorFor(metrics.schema)({ chains: 'none' })).toBe(false);
    const error = bodyCases.find((c) => c.where.startsWith('listAccounts 401'))!;
    expect(validatorFor(error.schema)({ code: 'unauthorized', message: 'x', docs_url: 'https://x.example/y' })).toBe(
      false,
    );
  });
});

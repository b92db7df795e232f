// generated/types.ts: friendly names exist for every schema and operation (the compile-time checks, in
// types.typecheck.ts, are part of `npm run typecheck`).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';

const types = readFileSync(new URL('../../packages/client/src/generated/types.ts', import.meta.url), 'utf8');
const bundled = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};

const exported = new Set([...types.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]));

it('exports every component schema under its own name', () => {
  for (const name of Object.keys(bundled.components.schemas)) expect(exported.has(name), name).toBe(true);
});

it('exports params, query, body, result and error codes per operation', () => {
  for (const [id, spec] of Object.entries(operations)) {
    const base = id.charAt(0).toUpperCase() + id.slice(1);
    const expected = [`${base}Result`, `${base}Errors`, `${base}ErrorCode`];
    if (spec.parameters.some((p) => p.in === 'path')) expected.push(`${base}Params`);
    if (spec.parameters.some((p) => p.in === 'query')) expected.push(`${base}Query`);
    if ('requestBody' in spec) expected.push(`${base}Body`);
    for (const name of expected) expect(exported.has(name), name).toBe(true);
  }
});

// openapi-typescript gives a schema that allOf's a discriminated union a tag of its own (the schema's name) and
// `Omit`s the tag from the union, which leaves a type that cannot narrow. The contract avoids that shape.
it('gives no schema a discriminator value named after a schema, and omits nothing from a union', () => {
  const schemaNames = new Set(Object.keys(bundled.components.schemas));
  const tags = [...types.matchAll(/^\s+(?:readonly )?\w+: "(\w+)";$/gm)].map((match) => match[1]);
  expect(tags.filter((tag) => schemaNames.has(tag!))).toEqual([]);
  expect(types).not.toMatch(/\bOmit</);
});

// `@ausd/client/types` sits beside `@ausd/client` in an editor's auto-import list: a schema named like one of the
// client's exports (`NotFoundError`, the error class) or a JavaScript global (`Error`) gets picked by mistake.
it('names no type like an export of the client or a global', () => {
  const client = readFileSync(new URL('../../packages/client/src/generated/client.ts', import.meta.url), 'utf8');
  const runtime = readFileSync(new URL('../../packages/client/src/runtime/index.ts', import.meta.url), 'utf8');
  const clientNames = new Set([
    ...[...client.matchAll(/^export (?:type |interface |function |const |class |{ )?(\w+)/gm)].map((match) => match[1]),
    ...[...runtime.matchAll(/^\s+(?:type )?(\w+),$/gm)].map((match) => match[1]),
  ]);
  expect(clientNames).toContain('NotFoundError');
  expect(clientNames).toContain('PageList');
  const globals = new Set(Object.getOwnPropertyNames(globalThis));
  const clashes = [...exported].filter((name) => clientNames.has(name) || globals.has(name!));
  expect(clashes).toEqual([]);
});

// The package ships one line of documentation per field (bench/RESULTS.md, "Footprint"): the first sentence of its
// description, which an editor shows on hover. The rest, the schemas' own and the operations' descriptions are the
// reference's.
it("keeps each field's first sentence and no schema's or operation's description", () => {
  const schemas = bundled.components.schemas as Record<
    string,
    { description: string; properties: Record<string, { description: string }> }
  >;
  const code = schemas.ErrorBody!.properties.code!.description;
  expect(types).toContain(`/** ${code.slice(0, code.indexOf('.') + 1)} */\n            code: string;`);
  expect(types).not.toContain(schemas.Decimal!.description.slice(0, 40));
  const contract = types.slice(0, types.indexOf('type WithRequired'));
  const comments = [...contract.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((match) => match[1]!);
  expect(comments.filter((comment) => comment.includes('\n') || /@(description|example)/.test(comment))).toEqual([]);
  expect(contract).not.toContain('openapi-typescript */');
  const paths = types.slice(types.indexOf('interface contractPaths'), types.indexOf('export interface components'));
  expect(paths).not.toContain('/**');
});

// A contract the generators cannot read fails generation with the file and JSON pointer of the problem.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ContractStructureError } from '../../generators/contract.js';
import { generate } from '../../generators/index.js';
import { ContractError } from '../../packages/contract-model/src/pointer.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function contractWith(operation: string): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'ausd-contract-'));
  const entry = path.join(dir, 'openapi.yaml');
  await writeFile(
    entry,
    `openapi: 3.1.0
info: {title: Probe, version: 0.0.1}
paths:
  /v0/probe:
    get:
${operation}
`,
  );
  return entry;
}

it('reports a structural error by source file and JSON pointer', async () => {
  const entry = await contractWith(`      operationId: probe
      tags: [Probe]
      responsez: {}`);
  const failure = await generate({ entry, outDir: path.join(dir!, 'out') }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ContractStructureError);
  const message = (failure as Error).message;
  expect(message).toContain(`openapi.yaml#/paths/~1v0~1probe/get/responsez`);
  expect(message).toContain('responsez');
}, 30_000);

it('reports what a generator cannot use by bundle file and JSON pointer', async () => {
  const entry = await contractWith(`      operationId: probe
      responses:
        '200': {description: ok}`);
  const outDir = path.join(dir!, 'out');
  const failure = await generate({ entry, outDir }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ContractError);
  expect((failure as ContractError).file).toBe(path.join(outDir, 'generated/openapi.json'));
  expect((failure as Error).message).toBe(
    `${path.join(outDir, 'generated/openapi.json')}#/paths/~1v0~1probe/get: operation has no tag`,
  );
}, 30_000);

const probeWith = (parameter: string): string => `      operationId: probe
      tags: [Probe]
      parameters:
        - ${parameter}
      responses:
        '200': {description: ok}`;

it.each([
  ['an exploded list', '{name: c, in: query, schema: {type: array}}', 'explode', 'explode: false'],
  ['a deepObject query parameter', '{name: at, in: query, style: deepObject, schema: {}}', 'style', 'deepObject'],
  ['a label path parameter', '{name: id, in: path, required: true, style: label, schema: {}}', 'style', 'label'],
])(
  'refuses %s the runtime cannot parse, by file and JSON pointer',
  async (_label, parameter, key, detail) => {
    const entry = await contractWith(probeWith(parameter));
    const outDir = path.join(dir!, 'out');
    const failure = await generate({ entry, outDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    const pointer = `/paths/~1v0~1probe/get/parameters/0/${key}`;
    expect((failure as Error).message).toContain(`${path.join(outDir, 'generated/openapi.json')}#${pointer}: `);
    expect((failure as Error).message).toContain(detail);
  },
  30_000,
);

it.each([
  [
    'an x-identity comparison rule outside the vocabulary',
    'x-identity: {address: case-folded}',
    '/x-identity/address',
    'x-identity/address must be equal to one of the allowed values: exact, spaces-ignored, evm-hex-case-insensitive',
  ],
  [
    'an extension the vocabulary does not declare',
    'x-cache-seconds: 60',
    '/x-cache-seconds',
    'x-cache-seconds is not an extension of Operation in spec/extensions.yaml',
  ],
])(
  'refuses %s before generating, by source file and JSON pointer',
  async (_label, extension, pointer, detail) => {
    const entry = await contractWith(`      operationId: probe
      tags: [Probe]
      ${extension}
      responses:
        '200': {description: ok}`);
    const failure = await generate({ entry, outDir: path.join(dir!, 'out') }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractStructureError);
    const [problem] = (failure as ContractStructureError).problems;
    expect(problem).toContain(`openapi.yaml#/paths/~1v0~1probe/get${pointer}: ${detail}`);
    expect(problem).toContain('(ausd/declared-extensions)');
  },
  30_000,
);

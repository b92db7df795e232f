// The committed generated files (generated/ and each package's src/generated/) are exactly what a fresh
// generation writes, and generation is deterministic: two runs into empty directories produce identical bytes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generate, pipelineOutputs } from '../../generators/index.js';

const committed = path.resolve('.');
let first: string;
let second: string;

beforeAll(async () => {
  first = await mkdtemp(path.join(tmpdir(), 'ausd-generate-'));
  second = await mkdtemp(path.join(tmpdir(), 'ausd-generate-'));
  await generate({ outDir: first });
  await generate({ outDir: second });
}, 120_000);

afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function differing(left: string, right: string): Promise<string[]> {
  const results = await Promise.all(
    pipelineOutputs().map(async (file) => {
      const [a, b] = await Promise.all(
        [left, right].map((dir) => readFile(path.join(dir, file)).catch(() => undefined)),
      );
      return a !== undefined && b !== undefined && a.equals(b) ? undefined : file;
    }),
  );
  return results.filter((file): file is string => file !== undefined);
}

it('committed generated files equal a fresh generation (run `npm run generate` and commit when this fails)', async () => {
  expect(await differing(first, committed)).toEqual([]);
});

it('generates byte-identical output on a second run', async () => {
  expect(pipelineOutputs().length).toBeGreaterThan(5);
  expect(await differing(first, second)).toEqual([]);
});

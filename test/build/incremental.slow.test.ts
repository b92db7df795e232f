// tools/build.ts compiles incrementally into each workspace's compiled/ and assembles dist/ afresh from it: a
// second build compiles nothing, a source removed since does not ship, and an output deleted by hand is compiled
// again. Shown on a repository of one small package, built with the repository's TypeScript.
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages } from '../../tools/build.js';

let root: string;
const folder = () => path.join(root, 'packages/greet');
const shipped = async () => (await readdir(path.join(folder(), 'dist'), { recursive: true })).sort();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ausd-build-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  await write(
    'package.json',
    JSON.stringify({ name: 'repo', private: true, version: '1.2.3', workspaces: ['packages/*'] }),
  );
  await write(
    'packages/greet/package.json',
    JSON.stringify({ name: 'greet', type: 'module', exports: { '.': './src/index.ts' } }),
  );
  await write('packages/greet/README.md', '# greet\n');
  await write(
    'packages/greet/tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        composite: true,
        rootDir: 'src',
        outDir: 'compiled',
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  await write('packages/greet/src/index.ts', "export { hello } from './hello.js';\n");
  await write('packages/greet/src/hello.ts', 'export const hello = (name: string): string => `hello ${name}`;\n');
  await write('packages/greet/src/old.ts', 'export const old = 1;\n');
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('buildPackages', () => {
  it('assembles dist/ from what the compiler emitted, at the repository version', async () => {
    expect(await buildPackages(root)).toEqual([{ name: 'greet', dist: path.join(folder(), 'dist') }]);
    expect(await shipped()).toEqual([
      'README.md',
      'hello.d.ts',
      'hello.js',
      'index.d.ts',
      'index.js',
      'old.d.ts',
      'old.js',
      'package.json',
    ]);
  }, 60_000);

  it('compiles nothing when no source changed', async () => {
    const before = (await stat(path.join(folder(), 'compiled/hello.js'))).mtimeMs;
    await buildPackages(root);
    expect((await stat(path.join(folder(), 'compiled/hello.js'))).mtimeMs).toBe(before);
  }, 60_000);

  it('ships no file of a source removed since the last build', async () => {
    await rm(path.join(folder(), 'src/old.ts'));
    await buildPackages(root);
    expect(await shipped()).not.toContain('old.js');
    expect(await shipped()).not.toContain('old.d.ts');
  }, 60_000);

  it('compiles again an output deleted by hand, which tsc -b alone would trust its build info to hold', async () => {
    await rm(path.join(folder(), 'compiled/hello.js'));
    await buildPackages(root);
    expect(await shipped()).toContain('hello.js');
  }, 60_000);
});

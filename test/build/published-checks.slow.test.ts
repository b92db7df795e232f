// The checks `npm run check:packages` runs over every packed package (tools/published-checks.ts), each shown to
// find the defect it exists for on a package made here in memory, and to pass what the packages rightly do. Slow
// tier: attw loads a TypeScript compiler of its own and builds programs with it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintPackage, type PackageFiles, provenanceProblems } from '../../tools/published-checks.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** An ESM package whose manifest has `fields` over a sound base, with `files` beside it. */
function esmPackage(fields: Record<string, unknown>, files: Record<string, string>): PackageFiles {
  const manifest = {
    name: '@ausd/example',
    version: '1.0.0',
    type: 'module',
    license: 'UNLICENSED',
    description: 'example',
    ...fields,
  };
  return new Map(
    Object.entries({ 'package.json': JSON.stringify(manifest), ...files }).map(([file, text]) => [file, bytes(text)]),
  );
}

const module = { 'index.js': 'export const one = 1;\n', 'index.d.ts': 'export declare const one = 1;\n' };

describe('lintPackage', () => {
  it('passes an ESM-only package whose every export has its declarations, and a document export', async () => {
    const files = esmPackage(
      {
        exports: {
          '.': { types: './index.d.ts', default: './index.js' },
          './guide.md': './guide.md',
          './package.json': './package.json',
        },
      },
      { ...module, 'guide.md': '# Guide\n' },
    );
    expect(await lintPackage(files)).toEqual([]);
  });

  it('reports a manifest without "type" (publint), as @ausd/contract had', async () => {
    const files = esmPackage(
      { type: undefined, exports: { './openapi.json': './openapi.json' } },
      { 'openapi.json': '{}' },
    );
    expect(await lintPackage(files)).toEqual([expect.stringMatching(/^publint: .*"type" field/)]);
  });

  it('reports an export whose declarations are not shipped (attw and publint)', async () => {
    const files = esmPackage(
      {
        exports: {
          '.': { types: './index.d.ts', default: './index.js' },
          './extra': { types: './extra.d.ts', default: './extra.js' },
        },
      },
      { ...module, 'extra.js': module['index.js'] },
    );
    const problems = await lintPackage(files);
    expect(problems).toContainEqual(expect.stringMatching(/^publint: .*extra\.d\.ts but the file does not exist/));
    expect(problems).toContainEqual(expect.stringMatching(/^attw: .*\(\.\/extra, node16-esm/));
    expect(problems.filter((problem) => !problem.includes('extra'))).toEqual([]);
  });

  it('refuses a wildcard export, naming it and the fix', async () => {
    const files = esmPackage(
      { exports: { '.': { types: './index.d.ts', default: './index.js' }, './runtime/*': './runtime/*.js' } },
      { ...module, 'runtime/retry.js': module['index.js'] },
    );
    expect(await lintPackage(files)).toContainEqual(
      `exports: './runtime/*' is a wildcard; list each entry point in package.json "exports"`,
    );
  });

  it('reports JavaScript exports of a package that ships no declarations at all', async () => {
    const files = esmPackage({ exports: { '.': './index.js' } }, { 'index.js': module['index.js'] });
    expect(await lintPackage(files)).toEqual(['attw: . is JavaScript and the package ships no declarations']);
  });
});

describe('provenanceProblems', () => {
  let repository: string;
  const folder = (name: string) => path.join(repository, name);

  beforeAll(async () => {
    repository = await mkdtemp(path.join(tmpdir(), 'ausd-provenance-'));
    for (const dir of ['one/src/runtime', 'two/src/generated', 'outside'])
      await mkdir(folder(dir), { recursive: true });
    await writeFile(folder('one/package.json'), '{}');
    await writeFile(folder('one/README.md'), '# one');
    await writeFile(folder('one/src/runtime/retry.ts'), 'export const retry = 1;');
    await writeFile(folder('two/package.json'), '{}');
    await writeFile(folder('two/src/generated/types.ts'), 'export interface A {}');
    await writeFile(folder('two/src/generated/validators.js'), 'export const v = 1;');
    await writeFile(folder('outside/shared.ts'), 'export const shared = 1;');
    await symlink(folder('outside/shared.ts'), folder('two/src/shared.ts'));
  });
  afterAll(() => rm(repository, { recursive: true, force: true }));

  const files = (entries: Record<string, string>): PackageFiles =>
    new Map(Object.entries(entries).map(([file, text]) => [file, bytes(text)]));

  it('traces compiled modules, declarations, generated JavaScript and documents to the package folder', () => {
    const shipped = [
      {
        name: 'one',
        folder: folder('one'),
        files: files({
          'package.json': '{}',
          'README.md': '# one',
          'runtime/retry.js': 'export const retry = 1;',
          'runtime/retry.d.ts': 'export declare const retry = 1;',
        }),
      },
      {
        name: 'two',
        folder: folder('two'),
        files: files({
          'package.json': '{}',
          // Compiled from a declarations-only source in both packages: the same text is no copied code.
          'generated/types.js': '// Generated.\nexport {};\n',
          'generated/validators.js': 'export const v = 1;',
        }),
      },
    ];
    shipped[0]!.files.set('generated/types.js', bytes('// Generated.\nexport {};\n'));
    expect(provenanceProblems(shipped)).toEqual(['one: generated/types.js has no source in ' + folder('one')]);
  });

  it("reports a file from outside the package's folder, through a link too", () => {
    const shipped = [
      { name: 'two', folder: folder('two'), files: files({ 'shared.js': 'x', 'runtime/retry.js': 'y' }) },
    ];
    expect(provenanceProblems(shipped)).toEqual([
      `two: shared.js has no source in ${folder('two')}`,
      `two: runtime/retry.js has no source in ${folder('two')}`,
    ]);
  });

  it('reports a module shipped in two packages', () => {
    const retry = 'export const retry = 1;';
    const shipped = [
      { name: 'one', folder: folder('one'), files: files({ 'runtime/retry.js': retry }) },
      { name: 'two', folder: folder('two'), files: files({ 'generated/validators.js': retry }) },
    ];
    expect(provenanceProblems(shipped)).toEqual([
      'two: generated/validators.js is the same module as one/runtime/retry.js',
    ]);
  });
});

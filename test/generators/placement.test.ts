// A generated file is copied into several packages only where none of them depends on another: a package that
// depends on one holding the file imports it from there (the router reads the contract facts' types), so the
// contract's types are not shipped twice to the same install.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artifactGenerators } from '../../generators/index.js';
import { contractPlacement } from '../../generators/placement.js';

const root = new URL('../../', import.meta.url);
/** The workspace a generated folder lies in (`packages/<name>`, `generated`), and its manifest. */
function workspace(folder: string): { dir: string; name: string; dependencies: Record<string, string> } {
  const dir = /^(packages\/[^/]+|generated)/.exec(folder)![1]!;
  const manifest = JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8'));
  return { dir, name: manifest.name, dependencies: manifest.dependencies ?? {} };
}

describe('generated file placement', () => {
  const outputs = artifactGenerators.flatMap((artifact) => artifact.outputs);

  it('places a file in two packages only where neither depends on the other', () => {
    const copies = outputs.flatMap((output) => {
      const holders = contractPlacement(output).map(workspace);
      return holders.flatMap((holder) =>
        holders
          .filter((other) => other.name in holder.dependencies)
          .map((other) => `${output}: ${holder.dir} → ${other.dir}`),
      );
    });
    expect(outputs).toContain('types.ts');
    expect(copies).toEqual([]);
  });
});

// The contract's one resolver (generators/references.ts): it names files as the bundler does and refuses, before
// opening, a URL or a path that leaves the contract's folder, symbolic links included.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitReference } from '@ausd/contract-model/pointer';
import { ConfinedResolver, contractFolder } from '../../generators/references.js';

let top: string;
let spec: string;
beforeAll(async () => {
  top = await mkdtemp(path.join(tmpdir(), 'ausd-references-'));
  spec = path.join(top, 'spec');
  await mkdir(path.join(spec, 'paths'), { recursive: true });
  await writeFile(path.join(spec, 'paths', 'inside.yaml'), 'a: 1\n');
  await writeFile(path.join(top, 'outside.yaml'), 'secret: 1\n');
  await symlink(path.join(top, 'outside.yaml'), path.join(spec, 'paths', 'link.yaml'));
});

describe('ConfinedResolver', () => {
  const refusalOf = (ref: string) => {
    const resolver = new ConfinedResolver(spec);
    return resolver.refusal(resolver.resolveExternalRef(path.join(spec, 'openapi.yaml'), ref));
  };

  it.each([
    ['paths/inside.yaml', undefined],
    ['paths/missing.yaml', undefined],
    ['../outside.yaml', "leaves spec/; references stay inside the contract's folder"],
    ['paths/link.yaml', "leaves spec/; references stay inside the contract's folder"],
    ['x#y/../../outside.yaml', "leaves spec/; references stay inside the contract's folder"],
    ['http://127.0.0.1:9/a.yaml', 'is a URL; nothing is fetched'],
    ['ftp://example.invalid/a.yaml', 'is a URL; nothing is fetched'],
  ])('%s → %s', (ref, refusal) => {
    expect(refusalOf(ref)).toBe(refusal);
  });

  it('never opens a refused file: loading it fails with the reference named', async () => {
    const resolver = new ConfinedResolver(spec);
    const target = resolver.resolveExternalRef(path.join(spec, 'openapi.yaml'), 'paths/link.yaml');
    await expect(resolver.loadExternalRef(target)).rejects.toThrow(
      "reference 'paths/link.yaml' leaves spec/; references stay inside the contract's folder",
    );
    expect(() => resolver.assertConfined()).toThrow(
      "spec/openapi.yaml: reference 'paths/link.yaml' leaves spec/; references stay inside the contract's folder",
    );
  });

  it("takes the nearest folder named spec as the contract's folder, else the entry's", () => {
    expect(contractFolder(path.join(spec, 'sandbox', 'openapi.yaml'))).toBe(spec);
    expect(contractFolder(path.join(top, 'openapi.yaml'))).toBe(top);
  });
});

describe('splitReference', () => {
  it.each([
    ['a.yaml#/components/schemas/Order', 'a.yaml', ['components', 'schemas', 'Order']],
    ['x#y/../b.yaml', 'x#y/../b.yaml', []],
    ['a%2Fb.yaml#/My%20Schema/a~1b', 'a%2Fb.yaml', ['My Schema', 'a/b']],
    ['#/Amount', '', ['Amount']],
  ])('%s', (ref, file, pointer) => {
    expect(splitReference(ref)).toEqual({ file, pointer });
  });
});

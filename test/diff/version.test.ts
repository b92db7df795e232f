// The recommended bump and its numbering. Whether the head's version follows it is the rule's own test
// (rules/version-not-bumped.test.ts).
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { nextVersion } from '../../packages/api-toolkit/src/diff/version.js';
import { contracts, type Doc, freshDocument } from './contract-fixture.js';

async function bumpFor(edit: (doc: Doc) => void) {
  const after = freshDocument();
  edit(after);
  const pair = contracts(freshDocument(), after);
  return (await diffContracts(pair.base, pair.head)).bump;
}

describe('version bump', () => {
  it('recommends major for a breaking change, minor for an addition, none without a change', async () => {
    expect(await bumpFor((doc) => delete doc.paths['/v0/routes/{routeId}'].get)).toBe('major');
    expect(
      await bumpFor((doc) =>
        doc.paths['/v0/routes'].get.parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } }),
      ),
    ).toBe('minor');
    expect(await bumpFor(() => {})).toBe('none');
  });

  it('computes the next version (0.x: a breaking change is a minor bump, an addition a patch)', () => {
    expect(nextVersion('0.1.0-beta', 'major')).toBe('0.2.0-beta');
    expect(nextVersion('0.1.3', 'minor')).toBe('0.1.4');
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
  });
});

// The recommended bump and its numbering, and the warning when the head's version does not follow it.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { nextVersion } from '../../packages/api-toolkit/src/diff/version.js';
import { contracts, type Doc, freshDocument } from './contract-fixture.js';

const removeGetRoute = (doc: Doc) => delete doc.paths['/v0/routes/{routeId}'].get;
const addOptionalFilter = (doc: Doc) =>
  doc.paths['/v0/routes'].get.parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } });

async function versionWarnings(baseVersion: string, headVersion: string, edit: (doc: Doc) => void) {
  const before = freshDocument();
  const after = freshDocument();
  before.info.version = baseVersion;
  after.info.version = headVersion;
  edit(after);
  const pair = contracts(before, after);
  const result = await diffContracts(pair.base, pair.head);
  return { bump: result.bump, warnings: result.changes.filter((change) => change.id === 'version-not-bumped') };
}

describe('version bump', () => {
  it('numbers a breaking change of a 0.x contract as a minor bump', async () => {
    const { bump, warnings } = await versionWarnings('0.1.0-beta', '0.1.1-beta', removeGetRoute);
    expect(bump).toBe('major');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('0.2.0-beta');
    expect((await versionWarnings('0.1.0-beta', '0.2.0-beta', removeGetRoute)).warnings).toEqual([]);
  });

  it('asks for a major bump of a 1.x contract on a breaking change', async () => {
    const { warnings } = await versionWarnings('1.2.0', '1.3.0', removeGetRoute);
    expect(warnings[0]?.message).toMatch(/major bump, at least 2\.0\.0/);
    expect((await versionWarnings('1.2.0', '2.0.0', removeGetRoute)).warnings).toEqual([]);
  });

  it('asks for a minor bump (a 0.x patch) for an addition', async () => {
    const { bump, warnings } = await versionWarnings('1.2.0', '1.2.1', addOptionalFilter);
    expect(bump).toBe('minor');
    expect(warnings[0]?.message).toContain('1.3.0');
    expect((await versionWarnings('0.1.0', '0.1.1', addOptionalFilter)).warnings).toEqual([]);
  });

  it('flags a version that is not semantic versioning', async () => {
    const { warnings } = await versionWarnings('0.1.0', 'beta-2', removeGetRoute);
    expect(warnings[0]?.message).toContain('not semantic versioning');
  });

  it('computes the next version', () => {
    expect(nextVersion('0.1.0-beta', 'major')).toBe('0.2.0-beta');
    expect(nextVersion('0.1.3', 'minor')).toBe('0.1.4');
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
  });
});

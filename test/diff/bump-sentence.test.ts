// One sentence for a bump in every command: diff's closing line, its version-not-bumped warning and release's
// verdict (version auto prints the same; test/cli/release-gate.slow.test.ts runs it against a registry).
import { describe, expect, it } from 'vitest';
import { judgeVersion } from '../../packages/api-toolkit/src/cli/commands/release.js';
import { bumpSentence, contractBeside } from '../../packages/api-toolkit/src/diff/bump-sentence.js';
import { releaseLine } from '../../packages/api-toolkit/src/diff/format/release.js';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { contracts, freshDocument } from './contract-fixture.js';

describe('the bump sentence', () => {
  it('one breaking change at 0.1.0 reads the same in diff, its version warning and release', async () => {
    const base = freshDocument();
    base.info.version = '0.1.0';
    const head = freshDocument();
    head.info.version = '0.1.0';
    delete head.paths['/v0/routes/{routeId}'].get;
    const pair = contracts(base, head);
    const result = await diffContracts(pair.base, pair.head);
    const sentence = 'the changes call for a minor bump (breaking changes while 0.x), at least 0.2.0';
    expect(releaseLine(result)).toBe(sentence);
    const notBumped = result.changes.find((change) => change.id === 'version-not-bumped');
    expect(notBumped?.message).toBe(`info.version 0.1.0 → 0.1.0: ${sentence}.`);
    const [refusal] = judgeVersion('0.1.0', '0.1.1', result).reasons;
    expect(refusal).toContain(
      `0.1.0 → 0.1.1: contract changes: 1 breaking, 1 warning, 0 info; ${sentence}. Set "version" in package.json`,
    );
  });

  it('numbers each bump for the version it starts from', () => {
    expect(bumpSentence('major', '1.4.2')).toBe('the changes call for a major bump (breaking changes), at least 2.0.0');
    expect(bumpSentence('minor', '1.4.2')).toBe(
      'the changes call for a minor bump (compatible changes), at least 1.5.0',
    );
    expect(bumpSentence('minor', '0.1.0-beta')).toBe(
      'the changes call for a patch bump (compatible changes while 0.x), at least 0.1.1-beta',
    );
    expect(bumpSentence('patch', '0.1.0')).toBe(
      'the changes call for a patch bump (edits no rule classifies), at least 0.1.1',
    );
    expect(bumpSentence('none', '0.1.0')).toBe(
      'the contract did not change, and a release needs a version not yet published, at least 0.1.1',
    );
    expect(bumpSentence('major', 'beta-2')).toBe('the changes call for a major bump (breaking changes)');
  });

  it("says the contract's pre-release tag is the one difference where both versions show", () => {
    expect(contractBeside('0.2.0', '0.2.0-beta')).toBe(
      'contract 0.2.0-beta: the same numbers, with its pre-release tag -beta',
    );
    expect(contractBeside('0.2.0', '0.3.0-beta')).toBe('contract 0.3.0-beta');
    expect(contractBeside('1.0.0', '1.0.0')).toBe('contract 1.0.0');
  });
});

// The classification corpus: each pair is one edit of the real contract and must produce its rule and level.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { contractFrom, type Contract } from '../../packages/api-toolkit/src/diff/contract.js';
import { contracts, freshDocument } from './contract-fixture.js';
import { corpus, type CorpusCase } from './corpus.js';

describe('classification corpus', () => {
  it('holds at least 40 pairs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it('compares the contract with itself without a change', async () => {
    const { base, head } = contracts(freshDocument(), freshDocument());
    const result = await diffContracts(base, head);
    expect(result.changes).toEqual([]);
    expect(result.bump).toBe('none');
  });

  // Most pairs edit only the head: they share one model of the unedited contract (models are frozen).
  let unedited: Contract | undefined;
  const baseOf = (pair: CorpusCase): Contract => {
    if (pair.document === undefined && pair.base === undefined)
      return (unedited ??= contractFrom(freshDocument(), 'base.json'));
    const before = pair.document?.() ?? freshDocument();
    pair.base?.(before);
    return contractFrom(before, 'base.json');
  };

  for (const pair of corpus) {
    it(pair.name, async () => {
      const after = pair.document?.() ?? freshDocument();
      pair.head?.(after);
      if (!pair.keepVersion) after.info.version = '99.0.0';
      const result = await diffContracts(baseOf(pair), contractFrom(after, 'head.json'));
      const found = result.changes.map((change) => `${change.id} ${change.level}`).sort();
      expect(found).toEqual(pair.expect.map(([id, level]) => `${id} ${level}`).sort());
      if (pair.at !== undefined) {
        const [id] = pair.expect[0]!;
        expect(result.changes.filter((change) => change.id === id).map((change) => change.location)).toContain(pair.at);
      }
      for (const change of result.changes) {
        expect(change.message).toMatch(/\.$/);
        expect(change.location).toMatch(/^\//);
      }
    });
  }
});

// The supported-Node check every bin and startSandbox() run first, against the packages' declared engines.
import { describe, expect, it } from 'vitest';
import { minimumOf, requiredNode, unsupportedNode } from '../../packages/command-line/src/node-version.js';
import manifest from '../../packages/command-line/package.json' with { type: 'json' };

describe('unsupportedNode', () => {
  it('reads the minimum from the declared engines', () => {
    expect(minimumOf(manifest.engines.node)).toHaveLength(3);
    expect(requiredNode('>=22')).toBe('22');
    expect(requiredNode('>=22.12')).toBe('22.12');
    expect(requiredNode('>= 22.12.1')).toBe('22.12.1');
  });

  it.each([
    ['20.20.2', '>=22', 'needs Node 22 or later (found 20.20.2)'],
    ['21.99.0', '>=22', 'needs Node 22 or later (found 21.99.0)'],
    ['22.11.9', '>=22.12', 'needs Node 22.12 or later (found 22.11.9)'],
    ['22.0.0', '>=22', undefined],
    ['22.12.0', '>=22.12', undefined],
    ['24.21.0', '>=22.12', undefined],
    ['26.0.0', '>=22', undefined],
  ])('Node %s under %s', (found, range, expected) => {
    expect(unsupportedNode(found, range)).toBe(expected);
  });

  it('accepts the Node running the tests, which the engines admit', () => {
    expect(unsupportedNode()).toBeUndefined();
  });

  it('refuses an engines range it cannot read, rather than guessing', () => {
    expect(() => unsupportedNode('20.0.0', '^22 || ^24')).toThrow(/is not of the form/);
  });
});

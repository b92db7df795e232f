// Edits that change nothing on the wire or in the types produce no breaking or warning change.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { contracts, type Doc, freshDocument } from './contract-fixture.js';

/** Rewrites every description, summary and example, deeply; a property *named* description is an object and stays. */
function reword(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Doc;
  for (const key of Object.keys(record)) {
    if ((key === 'description' || key === 'summary') && typeof record[key] === 'string')
      record[key] = `${record[key]} (reworded)`;
    else if (key === 'example' && typeof record[key] !== 'object') delete record[key];
    else if (key === 'examples' && !Array.isArray(record[key])) delete record[key];
    else reword(record[key]);
  }
}

/** The same document with every object's keys in reverse order. */
function reversed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(reversed);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .reverse()
      .map(([key, value]) => [key, reversed(value)]),
  );
}

describe('cosmetic edits', () => {
  it('rewording descriptions and summaries and dropping examples is a patch with no change reported', async () => {
    const head = freshDocument();
    reword(head);
    const pair = contracts(freshDocument(), head);
    const result = await diffContracts(pair.base, pair.head);
    expect(result.changes).toEqual([]);
    expect(result.bump).toBe('patch');
  });

  it('reversing the key order everywhere (components, properties, responses) changes nothing', async () => {
    const pair = contracts(freshDocument(), reversed(freshDocument()) as Doc);
    const result = await diffContracts(pair.base, pair.head);
    expect(result.changes).toEqual([]);
    expect(result.bump).toBe('none');
  });

  it('reordering component schemas and the alternatives of a discriminated union changes nothing', async () => {
    const head = freshDocument();
    head.components.schemas = Object.fromEntries(
      Object.entries(head.components.schemas as Doc).sort(([a], [b]) => b.localeCompare(a)),
    );
    head.components.schemas.LegDetail.oneOf.reverse();
    const pair = contracts(freshDocument(), head);
    expect((await diffContracts(pair.base, pair.head)).changes).toEqual([]);
  });
});

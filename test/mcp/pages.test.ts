// A list tool answers one page per call: walked to its end through nextCursor it gives every item once, in the
// client's order; within a byte budget the page is cut, says so, and the next call continues right after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRig, type McpRig } from './harness.js';

let rig: McpRig;
let expected: string[];
beforeAll(async () => {
  rig = await startRig();
  expected = (await rig.api.transactions.list().toArray({ limit: 10_000 })).map((transaction) => transaction.id);
});
afterAll(() => rig.close());

type Page = { data: { id: string }[]; nextCursor: string | null };

async function walk(target: McpRig, limit: number) {
  const ids: string[] = [];
  const notes: string[] = [];
  let cursor: string | null = null;
  let calls = 0;
  do {
    const result = await target.mcp.callTool({
      name: 'listTransactions',
      arguments: { limit, ...(cursor !== null && { cursor }) },
    });
    expect(result.isError ?? false).toBe(false);
    const page = result.structuredContent as Page;
    ids.push(...page.data.map((item) => item.id));
    notes.push(...(result.content as { text: string }[]).slice(1).map((content) => content.text));
    cursor = page.nextCursor;
    calls++;
  } while (cursor !== null && calls < 1000);
  return { ids, notes, calls };
}

describe('a list tool', () => {
  it('paged to its end through nextCursor returns every item once, in order', async () => {
    const { ids, calls, notes } = await walk(rig, 25);
    expect(expected.length).toBeGreaterThan(100);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(calls).toBe(Math.ceil(expected.length / 25));
    expect(notes).toEqual([]);
  });

  it('cuts a page longer than the byte budget, says so, and continues after the last item shown', async () => {
    const budget = 4096;
    const small = await startRig({ server: { maxResultBytes: budget } });
    try {
      const first = await small.mcp.callTool({ name: 'listTransactions', arguments: { limit: 200 } });
      const page = first.structuredContent as Page;
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(budget);
      expect(page.data.length).toBeGreaterThan(0);
      expect((first.content as { text: string }[])[1]?.text).toBe(
        `Cut to ${page.data.length} of ${expected.length} items to stay within ${budget} bytes. Pass cursor: nextCursor for the rest.`,
      );
      const { ids } = await walk(small, 200);
      expect(ids).toEqual(expected);
    } finally {
      await small.close();
    }
  });
});

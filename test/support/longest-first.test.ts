// The run's order names test files that exist (test/support/longest-first.ts): a file renamed or removed would
// silently lose its place at the front.
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { longestFirst } from './longest-first.js';

it('moves only test files that exist to the front, each once', () => {
  expect(longestFirst.filter((file) => !existsSync(file) || !file.endsWith('.test.ts'))).toEqual([]);
  expect(new Set(longestFirst).size).toBe(longestFirst.length);
});

// The failures listed before the closing count (summary-reporter.ts): all of them up to twenty, then a count.
import { expect, it } from 'vitest';
import { failureRecap } from './summary-reporter.js';

const failures = (count: number) => Array.from({ length: count }, (_, i) => `a.test.ts > case ${i + 1}: broke`);

it.each([
  { given: 0, want: '' },
  { given: 2, want: '\nfailed:\n  a.test.ts > case 1: broke\n  a.test.ts > case 2: broke\n' },
])('lists $given failures in full', ({ given, want }) => {
  expect(failureRecap(failures(given))).toBe(want);
});

it('lists twenty and counts the rest', () => {
  const lines = failureRecap(failures(23)).split('\n');
  expect(lines.slice(0, 3)).toEqual(['', 'failed:', '  a.test.ts > case 1: broke']);
  expect(lines.slice(-3)).toEqual(['  a.test.ts > case 20: broke', '  and 3 more', '']);
});

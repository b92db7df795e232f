// The rule set is stated once: every rule in the index is documented in the package README's generated table. Each
// rule's own before/after test is beside it, rules/__tests__/<id>.test.ts (test/rule-catalogues.test.ts holds every rule
// to one).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelsOf } from '../../packages/api-toolkit/src/diff/rule.js';
import { rules } from '../../packages/api-toolkit/src/diff/rules/index.js';
import { readmePaths, withTable } from '../../packages/api-toolkit/scripts/rules-table.js';

describe('rules index', () => {
  it('has unique ids, a rationale each and an action for every breaking rule', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(rule.rationale.length).toBeGreaterThan(20);
      if (levelsOf(rule).includes('breaking')) expect(rule.action, rule.id).toBeTruthy();
    }
  });

  it.each(readmePaths.map((file) => ({ file, name: path.relative(process.cwd(), file) })))(
    '$name carries the table generated from the index (npx tsx packages/api-toolkit/scripts/rules-table.ts)',
    async ({ file }) => {
      const readme = readFileSync(file, 'utf8');
      expect(readme).toBe(await withTable(file, readme));
      for (const rule of rules)
        expect(readme).toMatch(new RegExp(`^\\| \`${rule.id}\` +\\| ${levelsOf(rule)[0]}\\b`, 'm'));
    },
  );
});

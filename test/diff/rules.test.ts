// The rule set is stated once: every rule in the index is documented in diff/README.md's generated table and
// exercised by a before/after pair that expects its id and level.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { levelsOf } from '../../packages/api-toolkit/src/diff/rule.js';
import { rules } from '../../packages/api-toolkit/src/diff/rules/index.js';
import { readmePath, withTable } from '../../packages/api-toolkit/scripts/rules-table.js';
import { corpus } from './corpus.js';

const testSources = readdirSync(new URL('.', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => readFileSync(new URL(name, import.meta.url), 'utf8'))
  .join('\n');

describe('rules index', () => {
  it('has unique ids, a rationale each and an action for every breaking rule', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(rule.rationale.length).toBeGreaterThan(20);
      if (levelsOf(rule).includes('breaking')) expect(rule.action, rule.id).toBeTruthy();
    }
  });

  it('the diff README carries the table generated from the index (npx tsx packages/api-toolkit/scripts/rules-table.ts)', async () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toBe(await withTable(readme));
    for (const rule of rules)
      expect(readme).toMatch(new RegExp(`^\\| \`${rule.id}\` +\\| ${levelsOf(rule)[0]}\\b`, 'm'));
  });

  it('every rule has a before/after test expecting its id and level (each level of a mirrored rule)', () => {
    const inCorpus = new Set(corpus.flatMap((pair) => pair.expect.map(([id, level]) => `${id}:${level}`)));
    const untested = rules.filter((rule) =>
      levelsOf(rule).some((level) => {
        if (inCorpus.has(`${rule.id}:${level}`)) return false;
        // The type rules and the version rule have their own suites, which name the id and level together.
        return !(testSources.includes(`'${rule.id}', '${level}'`) || testSources.includes(`=== '${rule.id}'`));
      }),
    );
    expect(untested.map((rule) => rule.id)).toEqual([]);
  });
});

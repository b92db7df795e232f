// The four rule catalogues share one shape: one rule per file named by its id (helpers in their own folder), and
// one test file per rule, named by the id, beside the rules in their folder's `__tests__/` (builders the tests share
// in `__tests__/support/`). A diff rule mirrored across the wire is one file named by its concern, holding the rule
// of each side (each still with its own test). A rule without its test beside it, a test left behind by a removed or
// renamed rule, or any other file among the tests, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules as diffRules } from '../packages/api-toolkit/src/diff/rules/index.js';
import { responseChecks, scenarioChecks, statefulSteps } from '../packages/conformance/src/checks/index.js';
import { queryRuleChecks } from '../packages/express/src/runtime/rules/index.js';
import { rules as lintRules } from '../generators/redocly/rules/index.js';
import { queryRules } from '../packages/contract-facts/src/generated/operations.js';

interface Catalogue {
  name: string;
  /**
   * The folder of the rules: one file per rule and the index listing them, and `__tests__/`: `<id>.test.ts` (or
   * `.slow.test.ts`) per rule, and `support/` for the builders they share.
   */
  rules: string;
  ids: readonly string[];
  /** The rule files' names without `.ts`: by id, or by concern for a mirrored diff rule (one file, two ids). */
  files: readonly string[];
}

const catalogues: Catalogue[] = [
  {
    name: 'contract lint rules',
    rules: 'generators/redocly/rules/',
    ids: Object.keys(lintRules),
    files: Object.keys(lintRules),
  },
  {
    name: 'middleware query rules',
    rules: 'packages/express/src/runtime/rules/',
    ids: queryRuleChecks.map((rule) => rule.id),
    files: queryRuleChecks.map((rule) => rule.id),
  },
  {
    name: 'conformance checks',
    rules: 'packages/conformance/src/checks/',
    ids: [...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name),
    files: [...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name),
  },
  {
    name: 'diff rules',
    rules: 'packages/api-toolkit/src/diff/rules/',
    ids: diffRules.map((rule) => rule.id),
    files: [...new Set(diffRules.map((rule) => rule.concern ?? rule.id))],
  },
];

const names = (folder: string): string[] => {
  try {
    return readdirSync(new URL(`../${folder}`, import.meta.url));
  } catch {
    return [];
  }
};

/**
 * The files of a `__tests__/` folder by the id they name: `<id>.test.ts`, or `<id>.slow.test.ts` for a rule that
 * needs the slow tier; anything else but `support/` is listed as `strays`.
 */
function testFiles(folder: string): { tests: Map<string, string>; strays: string[] } {
  const tests = new Map<string, string>();
  const strays: string[] = [];
  for (const name of names(folder)) {
    const id = /^(.+?)(?:\.slow)?\.test\.ts$/.exec(name)?.[1];
    if (id !== undefined) tests.set(id, name);
    else if (name !== 'support') strays.push(name);
  }
  return { tests, strays };
}

describe.each(catalogues)('$name', (catalogue) => {
  it('has unique ids', () => {
    expect(new Set(catalogue.ids).size).toBe(catalogue.ids.length);
  });

  it('holds one rule per file, named by its id (or mirrored concern), and nothing else but the index and __tests__/', () => {
    const rules = names(catalogue.rules)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.slice(0, -'.ts'.length));
    expect(rules.sort(), `${catalogue.rules}: list each rule file in index.ts`).toEqual([...catalogue.files].sort());
  });

  it('has a test file per rule beside the rules and a rule per test file, each naming its rule', () => {
    const folder = `${catalogue.rules}__tests__/`;
    const { tests, strays } = testFiles(folder);
    expect([...tests.keys()].sort(), `${folder}: add <id>.test.ts beside each rule`).toEqual([...catalogue.ids].sort());
    expect(strays, `${folder}: a test is <id>.test.ts, a shared builder goes in support/`).toEqual([]);
    for (const [id, file] of tests) {
      const source = readFileSync(new URL(`../${folder}${file}`, import.meta.url), 'utf8');
      expect(source, `${folder}${file}`).toContain(`'${id}'`);
    }
  });
});

// The steps of a recipe (CONTRIBUTING.md) that nothing else would catch when forgotten.
describe('recipe steps', () => {
  it("implements every rule of the contract's x-query-rules in the middleware", () => {
    const missing = Object.keys(queryRules).filter((id) => !queryRuleChecks.some((rule) => rule.id === id));
    expect(missing, 'add packages/express/src/runtime/rules/<id>.ts and list it in rules/index.ts').toEqual([]);
  });

  it('switches every contract lint rule on in redocly.yaml', () => {
    const config = readFileSync(new URL('../redocly.yaml', import.meta.url), 'utf8');
    const missing = Object.keys(lintRules).filter((id) => !new RegExp(`^\\s+ausd/${id}: error$`, 'm').test(config));
    expect(missing, "add 'ausd/<id>: error' under rules: in redocly.yaml").toEqual([]);
  });
});

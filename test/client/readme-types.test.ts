// The client README's "Which type do I want" table names only types `@ausd/client/types` exports.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('every type the table names is exported by @ausd/client/types', () => {
  const readme = readFileSync('packages/client/README.md', 'utf8');
  const table = /## Which type do I want\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const types = readFileSync('packages/client/src/generated/types.ts', 'utf8');
  const named = [...table.matchAll(/`([A-Z]\w+)(?:<[^`]*>)?(?:\[[^`]*\])?`/g)].map((match) => match[1]!);
  expect(named.length).toBeGreaterThan(10);
  const missing = named.filter((name) => !new RegExp(`^export (type|interface) ${name}\\b`, 'm').test(types));
  expect(missing).toEqual([]);
});

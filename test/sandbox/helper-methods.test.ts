// test-helpers.md names each helper's method on the typed client beside its HTTP path, in one table; this test
// builds the table from the generated helpers client and fails when the document's differs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createClient } from '../../packages/sandbox/src/generated/helpers/client.js';
import { operations } from '../../packages/sandbox/src/generated/helpers/operations.js';

/** `| \`helpers.clock.advance(body)\` | \`POST /sandbox/clock/advance\` |` per method, in the client's order. */
function expectedRows(): string[] {
  const client = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'unused' });
  const routes = new Map<string, (typeof operations)[keyof typeof operations]>(
    Object.values(operations).map((operation) => [operation.operationId, operation]),
  );
  return Object.entries(client).flatMap(([group, methods]) =>
    Object.entries(methods as Record<string, { operationId: string }>).map(([name, method]) => {
      const route = routes.get(method.operationId)!;
      const args = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if ('requestBody' in route) args.push('body');
      return `| \`helpers.${group}.${name}(${args.join(', ')})\` | \`${route.method.toUpperCase()} ${route.path}\` |`;
    }),
  );
}

it('test-helpers.md lists every helper method with its HTTP path, as the typed client has them', () => {
  const document = readFileSync('packages/sandbox/test-helpers.md', 'utf8');
  const section = /\n### Helper methods\n([\s\S]*?)\n#/.exec(document)?.[1] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `helpers.'))
    .map((line) => line.replace(/\s*\|\s*/g, ' | ').trim());
  const expected = expectedRows().map((line) => line.replace(/\s*\|\s*/g, ' | ').trim());
  expect(expected).toHaveLength(Object.keys(operations).length);
  expect(rows).toEqual(expected);
});

// Third-party generators read each list's page through openapi-typescript's component types (hey-api and orval
// emit the same shapes): `data` must be an array of the list's item schema, not `unknown[] & Item[]`, so a
// `.map` over it compiles under `strict` for every list operation of the contract.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Project, ts } from 'ts-morph';
import { expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';

const bundled = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>
  >;
};

/** The component schema of each list operation's page, with the field every item has (the ordering's tie-breaker). */
const lists = Object.values(operations).flatMap((spec) => {
  if (!('ordering' in spec)) return [];
  const ref = bundled.paths[spec.path]![spec.method]!.responses['200']!.content!['application/json']!.schema.$ref!;
  return [{ id: spec.operationId, page: ref.replace('#/components/schemas/', ''), field: spec.ordering.tieBreaker }];
});

it('a strict .map over the items of every list compiles in the component types', () => {
  expect(lists.map((list) => list.id)).toEqual(['listAccounts', 'listRoutes', 'listTransactions']);
  const project = new Project({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  });
  project.addSourceFileAtPath(fileURLToPath(new URL('../../packages/client/src/generated/types.ts', import.meta.url)));
  const consumer = [
    `import type { components } from './types.js';`,
    ...lists.flatMap(({ id, page, field }) => [
      `declare const ${id}: components['schemas']['${page}'];`,
      `export const ${id}Items: string[] = ${id}.data.map((item) => item.${field});`,
    ]),
  ].join('\n');
  const file = project.createSourceFile(
    fileURLToPath(new URL('../../packages/client/src/generated/list-consumer.ts', import.meta.url)),
    consumer,
  );
  const problems = file
    .getPreEmitDiagnostics()
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.compilerObject.messageText, '\n'));
  expect(problems).toEqual([]);
}, 60_000);

// No fault restates a fact of the contract (an operation path, an error code or a catalogue message) instead of
// reading it from generated code: every string literal of test/support/faults/ is compared with the facts.
import { fileURLToPath } from 'node:url';
import { Node, Project } from 'ts-morph';
import { expect, it } from 'vitest';
import { errorCatalog, operations } from '../../packages/express/src/generated/operations.js';

const folder = fileURLToPath(new URL('../support/faults/', import.meta.url));

it('states no operation path, error code or catalogue message of the contract', () => {
  const facts = new Set<string>([
    ...Object.values(operations).map((operation) => operation.path),
    ...Object.entries(errorCatalog).flatMap(([code, entry]) => [code, entry.description]),
  ]);
  const project = new Project({ skipAddingFilesFromTsConfig: true });
  const sources = project.addSourceFilesAtPaths([`${folder}*.ts`, `${folder}helpers/*.ts`]);
  const restated = sources.flatMap((source) =>
    source
      .getDescendants()
      .filter((node) => Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node))
      .filter((node) => facts.has(node.getLiteralText()) || /^\/v\d+\//.test(node.getLiteralText()))
      .map((node) => `${source.getBaseName()}:${node.getStartLineNumber()} ${node.getText()}`),
  );
  expect(restated).toEqual([]);
});

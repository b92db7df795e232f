// The fault catalogue's shape: one fault per file named by its id, each naming a check the runner has, and none
// restating a fact of the contract (an operation path, an error code or message) instead of reading it from
// generated code.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { responseChecks, scenarioChecks, statefulSteps } from '../../packages/conformance/src/checks/index.js';
import { errorCatalog, operations } from '../../packages/express/src/generated/operations.js';
import { faults } from '../support/faults/index.js';

const folder = fileURLToPath(new URL('../support/faults/', import.meta.url));
const faultFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts');

describe('fault catalogue', () => {
  it('lists one fault per file, the file named by its id', () => {
    expect(faults.map((fault) => `${fault.id}.ts`).sort()).toEqual(faultFiles.sort());
  });

  it('names a check of the runner for every fault', () => {
    const checks = new Set([...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name));
    expect(faults.filter((fault) => !checks.has(fault.detectedBy)).map((fault) => fault.id)).toEqual([]);
  });

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
});

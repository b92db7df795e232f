// Documents the diff must take (no operationId), read with a warning per imperfection (no responses, a path template
// and parameters that do not name each other, an operationId used twice), or refuse with a pointer and exit 2 whatever
// --fail-on says (self-containing YAML, 100,000-deep nesting, schemas and references that only lead to themselves;
// test/diff/inputs.slow.test.ts: references leaving the spec folder of a git ref or the working spec/).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContractFile } from '../../packages/api-toolkit/src/diff/contract.js';
import { runSubcommand, tempDir, writeJson } from './cli-harness.js';
import { type Doc, freshDocument } from './contract-fixture.js';

let dir: string;
let baseFile: string;

beforeAll(() => {
  dir = tempDir();
  baseFile = writeJson(dir, 'base.json', freshDocument());
});

const refused = async (doc: Doc | string, name: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return runSubcommand('diff', ['--base', baseFile, '--head', file, '--fail-on', 'never']);
};

describe('a file read again in one process', () => {
  it('gives the contract read before while unchanged, and a new one once it changes', async () => {
    const file = writeJson(dir, 'again.json', freshDocument());
    const first = await loadContractFile(file);
    expect(await loadContractFile(file)).toBe(first);
    const edited = freshDocument();
    edited.info.version = '99.0.0';
    writeJson(dir, 'again.json', edited);
    const second = await loadContractFile(file);
    expect(second).not.toBe(first);
    expect(second.document.info.version).toBe('99.0.0');
  });
});

describe('documents without operationIds', () => {
  it('are keyed by method and path and named by their route', async () => {
    const strip = (doc: Doc) => {
      for (const item of Object.values(doc.paths as Record<string, Doc>))
        for (const operation of Object.values(item)) delete (operation as Doc).operationId;
      return doc;
    };
    const before = writeJson(dir, 'anonymous-base.json', strip(freshDocument()));
    const edited = strip(freshDocument());
    delete edited.paths['/v0/routes/{routeId}'].get;
    edited.info.version = '0.2.0-beta';
    const after = writeJson(dir, 'anonymous-head.json', edited);
    const { code, stdout, stderr } = await runSubcommand('diff', [
      '--base',
      before,
      '--head',
      after,
      '--format',
      'json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(JSON.parse(stdout).changes).toEqual([
      {
        id: 'operation-removed',
        level: 'breaking',
        operations: ['GET /v0/routes/{routeId}'],
        location: '/paths/~1v0~1routes~1{routeId}/get',
        message: 'GET /v0/routes/{routeId} was removed.',
      },
    ]);
  });
});

describe('imperfect but readable documents are read, each imperfection a warning with its pointer', () => {
  const read = async (base: Doc, head: Doc) => {
    const before = writeJson(dir, 'imperfect-base.json', base);
    const after = writeJson(dir, 'imperfect-head.json', head);
    const { code, stdout, stderr } = await runSubcommand('diff', [
      '--base',
      before,
      '--head',
      after,
      '--format',
      'json',
    ]);
    const report = JSON.parse(stdout) as Doc;
    return { code, stderr, changes: report.changes as Doc[], warnings: report.warnings as Doc[] };
  };
  const headOf = (base: Doc) => {
    const head = structuredClone(base);
    head.info.version = '0.2.0-beta';
    return head;
  };

  it('an operation without responses: its changes are reported, the warning printed once', async () => {
    const base = freshDocument();
    delete base.paths['/v0/routes/{routeId}'].get.responses;
    const head = headOf(base);
    head.paths['/v0/routes/{routeId}'].get.deprecated = true;
    const { code, stderr, changes, warnings } = await read(base, head);
    expect(code).toBe(0);
    expect(changes.map((change) => [change.id, change.location])).toEqual([
      ['operation-deprecated', '/paths/~1v0~1routes~1{routeId}/get'],
    ]);
    expect(warnings).toEqual([
      {
        file: path.join(dir, 'imperfect-head.json'),
        pointer: '/paths/~1v0~1routes~1{routeId}/get',
        message: 'operation declares no responses (read as none)',
      },
    ]);
    expect(stderr).toBe(
      `ausd-api diff: warning: ${path.join(dir, 'imperfect-head.json')}#/paths/~1v0~1routes~1{routeId}/get: ` +
        'operation declares no responses (read as none)\n',
    );
  });

  it('a path template naming a parameter the operation does not declare, and one it does not name', async () => {
    const base = freshDocument();
    base.paths['/v0/routes/{id}'] = base.paths['/v0/routes/{routeId}'];
    delete base.paths['/v0/routes/{routeId}'];
    const head = headOf(base);
    delete head.paths['/v0/routes/{id}'].get;
    const { code, changes, warnings } = await read(base, head);
    expect(code).toBe(1);
    expect(changes.map((change) => [change.id, change.location])).toEqual([
      ['operation-removed', '/paths/~1v0~1routes~1{id}/get'],
    ]);
    // Base only: the operation is gone from head, and the imperfection with it.
    expect(warnings.map((warning) => [warning.pointer, warning.message])).toEqual([
      ['/paths/~1v0~1routes~1{id}/parameters/0', "path parameter 'routeId' is not in the template /v0/routes/{id}"],
      [
        '/paths/~1v0~1routes~1{id}/get',
        "the template /v0/routes/{id} names {id}, but the operation declares no path parameter 'id'",
      ],
    ]);
  });

  it('one operationId on two operations: the second is named by its route', async () => {
    const base = freshDocument();
    base.paths['/v0/routes/{routeId}'].get.operationId = 'listRoutes';
    const head = headOf(base);
    head.paths['/v0/routes/{routeId}'].get.deprecated = true;
    const { code, changes, warnings } = await read(base, head);
    expect(code).toBe(0);
    expect(changes.map((change) => [change.id, change.operations])).toEqual([
      ['operation-deprecated', ['GET /v0/routes/{routeId}']],
    ]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      "operationId 'listRoutes' is also used at /paths/~1v0~1routes/get; this operation is named GET /v0/routes/{routeId}",
    ]);
  });
});

describe('unreadable documents exit 2 with a pointer, whatever --fail-on says', () => {
  it('a YAML anchor that contains itself', async () => {
    const text = stringify(freshDocument()).replace(/^components:\n/m, 'x-loop: &loop\n  again: *loop\ncomponents:\n');
    const { code, stderr } = await refused(text, 'anchors.yaml');
    expect(code).toBe(2);
    expect(stderr).toMatch(/anchors\.yaml#\/x-loop\/again: the document contains itself/);
  });

  it('100,000 levels of nesting', async () => {
    const text = JSON.stringify(freshDocument()).replace(
      /^\{/,
      `{"x-deep":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)},`,
    );
    const { code, stderr } = await refused(text, 'deep.json');
    expect(code).toBe(2);
    expect(stderr).toMatch(/deep\.json#\/x-deep\/a\/a\/a\/a\/a\/a\/a\/…: nested more than 256 levels deep/);
  });

  it('a schema that contains itself through oneOf alone', async () => {
    const doc = freshDocument();
    doc.components.schemas.Label = { oneOf: [{ $ref: '#/components/schemas/Label' }, { type: 'string' }] };
    const { code, stderr } = await refused(doc, 'self.json');
    expect(code).toBe(2);
    expect(stderr).toContain(
      '#/components/schemas/Label/oneOf/0/$ref: schema /components/schemas/Label contains itself',
    );
  });

  it('references that lead to each other', async () => {
    const doc = freshDocument();
    doc.components.schemas.Label = { $ref: '#/components/schemas/LabelAgain' };
    doc.components.schemas.LabelAgain = { $ref: '#/components/schemas/Label' };
    const { code, stderr } = await refused(doc, 'cycle.json');
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /cycle\.json#\/components\/schemas\/LabelAgain\/\$ref: schema \/components\/schemas\/Label contains itself/,
    );
  });
});

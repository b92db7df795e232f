// A change in a component is reported once and lists every operation that reaches it, however the walk got there:
// the walk records what it found below each place walked completely and reuses it for the next operation, so a
// place inside a cycle of references must not be recorded before the whole cycle is walked.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../packages/api-toolkit/src/diff/index.js';
import { contracts } from './contract-fixture.js';
import { type Doc, shop } from '../../packages/api-toolkit/src/diff/rules/__tests__/support/pair.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A path item whose GET answers `schema`, with a path parameter when the template has one. */
const reads = (operationId: string, schema: string, parameter?: string) => ({
  get: {
    operationId,
    parameters: parameter ? [{ name: parameter, in: 'path', required: true, schema: { type: 'string' } }] : [],
    responses: { '200': { description: 'Found', content: { 'application/json': { schema: ref(schema) } } } },
  },
});

/** The shop with folders holding files that name their folder (a cycle of two), and a tree of categories. */
function library(): Doc {
  const doc = shop();
  Object.assign(doc.paths, {
    '/folders/{folderId}': reads('getFolder', 'Folder', 'folderId'),
    '/files/{fileId}': reads('getFile', 'File', 'fileId'),
    '/categories': reads('listCategories', 'Category'),
    '/categories/top': reads('getTopCategory', 'Category'),
  });
  Object.assign(doc.components.schemas, {
    Folder: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 40 }, files: { type: 'array', items: ref('File') } },
    },
    File: { type: 'object', properties: { size: { type: 'integer' }, folder: ref('Folder') } },
    Category: {
      type: 'object',
      properties: { label: { type: 'string' }, children: { type: 'array', items: ref('Category') } },
    },
  });
  return doc;
}

async function operationsOf(edit: (doc: Doc) => void): Promise<Record<string, string[]>> {
  const head = library();
  edit(head);
  head.info.version = '2.0.0';
  const { base, head: after } = contracts(library(), head);
  const { changes } = await diffContracts(base, after);
  return Object.fromEntries(changes.map((change) => [`${change.id} ${change.location}`, change.operations]));
}

describe('a change in a shared component', () => {
  it('inside a cycle of two components lists the operations that enter the cycle at either', async () => {
    // getFolder walks Folder → File → Folder first: File, inside the cycle, is not done before Folder is, and
    // getFile, entering at File, still reaches the name of its Folder.
    expect(
      await operationsOf((doc) => {
        doc.components.schemas.Folder.properties.name.maxLength = 20;
        doc.components.schemas.File.properties.size.minimum = 0;
      }),
    ).toEqual({
      'constraint-narrowed /components/schemas/Folder/properties/name': ['getFolder', 'getFile'],
      'constraint-narrowed /components/schemas/File/properties/size': ['getFolder', 'getFile'],
    });
  });

  it('that contains itself lists every operation that reaches it', async () => {
    expect(await operationsOf((doc) => (doc.components.schemas.Category.properties.label.maxLength = 20))).toEqual({
      'constraint-narrowed /components/schemas/Category/properties/label': ['listCategories', 'getTopCategory'],
    });
  });
});

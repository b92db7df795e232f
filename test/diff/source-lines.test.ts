// Where a pointer of the bundled document is written in a split spec (source-lines.ts), table-driven: each given
// pointer, the file and line wanted, in a small spec written here so the lines are plain to see. References are read
// through the contract's one resolver, as the bundler reads them: a `%20` is decoded in a pointer, never in a file.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfinedResolver } from '../../generators/references.js';
import { sourceLocator, type LocateSource } from '../../packages/api-toolkit/src/diff/source-lines.js';

const files: Record<string, string> = {
  'openapi.yaml': [
    'openapi: 3.1.0', // 1
    'info:', // 2
    '  version: 1.0.0', // 3
    'paths:', // 4
    '  /orders/{id}:', // 5
    '    $ref: paths/order.yaml', // 6
    '  /notes:', // 7
    "    $ref: 'paths/notes%20v2.yaml#/Note%20Path'", // 8
    '  /outside:', // 9
    "    $ref: '../outside.yaml#/Path'", // 10
  ].join('\n'),
  'paths/notes%20v2.yaml': [
    'Note Path:', // 1
    '  get:', // 2
    '    operationId: getNotes', // 3
  ].join('\n'),
  'paths/order.yaml': [
    'get:', // 1
    '  operationId: getOrder', // 2
    '  responses:', // 3
    "    '200':", // 4
    '      content:', // 5
    '        application/json:', // 6
    '          schema:', // 7
    "            $ref: '../components/schemas/orders.yaml#/Order'", // 8
  ].join('\n'),
  'components/schemas/orders.yaml': [
    'Order:', // 1
    '  type: object', // 2
    '  properties:', // 3
    '    total:', // 4
    "      $ref: '#/Amount'", // 5
    '    items:', // 6
    '      type: array', // 7
    'Amount:', // 8
    '  type: string', // 9
  ].join('\n'),
};

let dir: string;
let locate: LocateSource;
beforeAll(async () => {
  const top = await mkdtemp(path.join(tmpdir(), 'ausd-source-lines-'));
  dir = path.join(top, 'spec');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), `${text}\n`);
  }
  await writeFile(path.join(top, 'outside.yaml'), 'Path:\n  get:\n    operationId: outside\n');
  locate = sourceLocator(path.join(dir, 'openapi.yaml'), new ConfinedResolver(dir));
});

describe('sourceLocator', () => {
  const cases: [given: string, file: string, line: number][] = [
    ['/info/version', 'openapi.yaml', 3],
    ['/paths/~1orders~1{id}', 'openapi.yaml', 5],
    ['/paths/~1orders~1{id}/get', 'paths/order.yaml', 1],
    ['/paths/~1orders~1{id}/get/responses/200', 'paths/order.yaml', 4],
    // Into the file a reference names, by its fragment.
    [
      '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema/properties/items',
      'components/schemas/orders.yaml',
      6,
    ],
    // A component the bundler gathered under the key its file writes it at.
    ['/components/schemas/Order/properties/items/type', 'components/schemas/orders.yaml', 7],
    // A property referring to a shared schema is located at the property, not at the schema.
    ['/components/schemas/Order/properties/total', 'components/schemas/orders.yaml', 4],
    ['/components/schemas/Amount', 'components/schemas/orders.yaml', 8],
    // What the sources do not spell out stops at the deepest place they do.
    ['/paths/~1orders~1{id}/delete', 'paths/order.yaml', 1],
    ['/webhooks/shipped', 'openapi.yaml', 1],
    // `%20` in the file part is a file name as written; in the pointer, a space.
    ['/paths/~1notes/get/operationId', 'paths/notes%20v2.yaml', 3],
    // A file outside the folder is not opened: the line is the reference's own.
    ['/paths/~1outside/get/operationId', 'openapi.yaml', 9],
  ];
  it.each(cases)('%s → %s:%i', async (given, file, line) => {
    expect(await locate(given)).toEqual({ file: path.join(dir, file), line });
  });

  it('finds nothing when the entry file cannot be read', async () => {
    expect(await sourceLocator(path.join(dir, 'missing.yaml'))('/info')).toBeUndefined();
  });
});

// packages/{client,contract-facts,contract-model}/src/generated/extensions.ts: the TypeScript types of the extension
// vocabulary (spec/extensions.yaml), the one schema of every `x-` key the contract may carry. The lint rule
// ausd/declared-extensions validates the documents against the same file; the reader
// (@ausd/contract-model/extensions) hands out values of these types, and the runtimes' types (the client's, the
// router's) derive from them. Generated into each of the three (types only, so none depends on another for them);
// the packages above import them by name (`@ausd/contract-model/extensions`).
import { readFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import type { ArtifactGenerator } from './artifact.js';
import { shortDocs } from './short-docs.js';
import { render } from './template.js';

const vocabularyFile = new URL('../spec/extensions.yaml', import.meta.url);

interface Vocabulary {
  $defs: Record<string, unknown>;
  [keyword: string]: unknown;
}

/** openapi-typescript types a document's component schemas: the vocabulary's root and `$defs` become those. */
async function vocabularyTypes(vocabulary: Vocabulary): Promise<string> {
  const { $defs, $schema: _schema, ...root } = vocabulary;
  const schemas = JSON.parse(
    JSON.stringify({ ExtensionPlaces: root, ...$defs }).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as Record<string, unknown>;
  const document = {
    openapi: '3.1.0',
    info: { title: 'extensions', version: '0' },
    paths: {},
    components: { schemas },
  };
  // Loaded here, not at import: openapi-typescript brings the TypeScript compiler.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const source = astToString(await openapiTS(document as unknown as OpenAPI3, { silent: true }));
  // Only the schemas: the document around them is empty.
  const start = source.indexOf('export interface components {');
  const end = source.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error('openapi-typescript output has no components interface');
  return (await shortDocs(source.slice(start, end + 3), 'components'))
    .replace('export interface components {', 'interface Vocabulary {')
    .replace(/\n {4}(responses|parameters|requestBodies|headers|pathItems): never;/g, '')
    .replaceAll('components["schemas"]', 'Vocabulary["schemas"]');
}

export const extensionsArtifact: ArtifactGenerator = {
  name: 'extensions',
  outputs: ['extensions.ts'],
  async generate() {
    const vocabulary = parse(await readFile(vocabularyFile, 'utf8')) as Vocabulary;
    const contents = render('extensions.ts.hbs', {
      types: await vocabularyTypes(vocabulary),
      names: Object.keys(vocabulary.$defs),
    });
    return [{ path: 'extensions.ts', contents }];
  },
};

// The extension reader over the vocabulary: every extension declared in spec/extensions.yaml is read under its name
// without the prefix, and that name gives back its key (Redoc's camel-cased `x-displayName` excepted: the reader's
// types refuse it to extensionKey).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type ExtensionPlace,
  extensionKey,
  extensionsOf,
  isExtensionKey,
} from '../../packages/contract-model/src/extensions.js';

interface Vocabulary {
  properties: Record<ExtensionPlace, { $ref: string }>;
  $defs: Record<string, { properties: Record<string, unknown> }>;
}

const vocabulary = parse(readFileSync(new URL('../../spec/extensions.yaml', import.meta.url), 'utf8')) as Vocabulary;
const declared = Object.entries(vocabulary.properties).flatMap(([place, { $ref }]) =>
  Object.keys(vocabulary.$defs[$ref.split('/').at(-1)!]!.properties).map((key) => ({
    place: place as ExtensionPlace,
    key,
  })),
);

describe('the extension reader', () => {
  it('reads every declared extension under its name, which gives back its key', () => {
    expect(declared.length).toBeGreaterThan(20);
    for (const { place, key } of declared) {
      const read = extensionsOf(place, { [key]: 'value', description: 'not an extension' });
      const names = Object.keys(read);
      expect(names, key).toHaveLength(1);
      expect(Object.values(read), key).toEqual(['value']);
      if (key !== 'x-displayName') expect(extensionKey(place, names[0] as never), key).toBe(key);
    }
  });

  it('names a few as the code reads them', () => {
    expect(extensionsOf('parameter', { 'x-not-found': 'account_not_found' })).toEqual({
      notFound: 'account_not_found',
    });
    expect(extensionsOf('document', { 'x-error-docs-url': 'u' }).errorDocsUrl).toBe('u');
    expect(extensionsOf('tag', { 'x-displayName': 'API keys' }).displayName).toBe('API keys');
    expect(extensionKey('schema', 'removedDestinationChains')).toBe('x-removed-destination-chains');
  });

  it('tells an extension key from any other', () => {
    expect(['x-range', 'x', 'range', 'X-Range'].map(isExtensionKey)).toEqual([true, false, false, false]);
  });
});

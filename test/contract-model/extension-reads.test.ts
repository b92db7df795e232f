// Extensions are read through the one reader (@ausd/contract-model/extensions), never as raw `'x-…'` keys: a raw read
// would bypass the vocabulary's types, and a renamed extension would leave it silently reading nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Quoted `x-` names that are not the contract's extensions. */
const notExtensions: Record<string, string[]> = {
  // The reader itself: the prefix.
  'packages/contract-model/src/extensions.ts': ["'x-'"],
  // Express's setting for its X-Powered-By header.
  'packages/sandbox/src/server.ts': ["'x-powered-by'"],
  // Redoc's own extensions, written into the reference's copy of the contract.
  'generators/docs.ts': ["'x-traitTag'", "'x-codeSamples'", "'x-tagGroups'"],
};

/**
 * Folders of no hand-written read: generated code, builds, installs, and the rules' tests beside them (their fixture
 * documents write extensions as raw keys, as a contract does).
 */
const skipped = new Set(['generated', 'dist', 'node_modules', '__tests__']);

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).some((part) => skipped.has(part)))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

describe('extension reads', () => {
  it('go through the reader in every package and generator', () => {
    const files = [
      ...readdirSync(path.join(root, 'packages'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => sources(`packages/${entry.name}/src`)),
      ...sources('generators'),
    ];
    const raw = files.flatMap((file) =>
      // A type indexed by the key (`DocumentExtensions['x-retry-statuses']`) reads no value: it takes the vocabulary's
      // type, and a renamed extension fails the type-check there.
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?<!Extensions\[)['"]x-[A-Za-z-]*['"]/g)]
        .map(([name]) => name.replaceAll('"', "'"))
        .filter((name) => !(notExtensions[file] ?? []).includes(name))
        .map((name) => `${file}: ${name} (read it with extensionsOf, name it with extensionKey)`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(raw).toEqual([]);
  });
});

describe('declared extensions', () => {
  it('are each read by name somewhere, so none is declared and left unimplemented', () => {
    const vocabulary = parse(readFileSync(path.join(root, 'spec/extensions.yaml'), 'utf8')) as {
      $defs: Record<string, { properties?: Record<string, unknown> }>;
    };
    const declared = Object.values(vocabulary.$defs).flatMap((place) =>
      Object.keys(place.properties ?? {}).filter((key) => key.startsWith('x-')),
    );
    const readers = [
      ...readdirSync(path.join(root, 'packages'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => sources(`packages/${entry.name}/src`)),
      ...sources('generators'),
    ]
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .filter((text) => /contract-model\/extensions|\/extensions\.js'/.test(text));
    const unread = declared.filter((key) => {
      const name = key.slice(2).replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
      return !readers.some((text) => new RegExp(`\\b${name}\\b`).test(text));
    });
    expect(declared.length).toBeGreaterThan(10);
    expect(unread, 'read each extension declared in spec/extensions.yaml through extensionsOf').toEqual([]);
  });
});

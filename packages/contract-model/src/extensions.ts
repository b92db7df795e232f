// The one reader of the contract's vendor extensions. Each `x-` key the vocabulary (spec/extensions.yaml) declares for
// a place is handed out typed (./generated/extensions.ts, generated from it; the runtimes' own types derive from the
// same) under its name without the prefix, camel-cased: `extensionsOf('parameter', parameter).notFound` is the
// parameter's `x-not-found`. The documents the toolkit generates from are checked against the vocabulary first (lint
// rule ausd/declared-extensions, in `ausd-api lint` and before generating), so the types hold there; the contract diff
// also reads documents of others, whose values it only compares. No import but types: the Redocly plugin loads this
// file through Node's type stripping.
import type { ExtensionPlaces } from './generated/extensions.js';

export type * from './generated/extensions.js';

/** Where an extension may appear: `document`, `operation`, `parameter`, `schema`, `securityScheme`, `tag`. */
export type ExtensionPlace = keyof ExtensionPlaces;

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Kebab<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : S;
type NameOf<K> = K extends `x-${infer Name}` ? Camel<Name> : never;

/** The extensions of a node at `P`, by name. */
export type Extensions<P extends ExtensionPlace> = {
  readonly [K in keyof ExtensionPlaces[P] as NameOf<K>]: ExtensionPlaces[P][K];
};

/** The names at `P` whose key is their kebab-case form (all of the contract's; Redoc's `x-displayName` is not). */
type KeyedName<P extends ExtensionPlace> = {
  [K in keyof ExtensionPlaces[P] & string]: K extends `x-${Kebab<NameOf<K>>}` ? NameOf<K> : never;
}[keyof ExtensionPlaces[P] & string];

const prefix = 'x-';

/** True for the key of a vendor extension, declared or not. */
export function isExtensionKey(key: string): boolean {
  return key.startsWith(prefix);
}

/** The extensions `node` carries, read as the vocabulary declares them at the place named (which selects the types). */
export function extensionsOf<P extends ExtensionPlace>(_place: P, node: object): Extensions<P> {
  const found: Record<string, unknown> = {};
  // Keys, not Object.entries: the contract model is frozen, and on a frozen object entries take V8's slow path.
  for (const key of Object.keys(node)) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length).replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
    found[name] = (node as Record<string, unknown>)[key];
  }
  return found as Extensions<P>;
}

/** The key of an extension in the document, for a JSON pointer or a message: `extensionKey('parameter', 'notFound')`. */
export function extensionKey<P extends ExtensionPlace, N extends KeyedName<P>>(_place: P, name: N): `x-${Kebab<N>}` {
  return `${prefix}${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` as `x-${Kebab<N>}`;
}

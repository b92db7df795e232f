// Where a place of the bundled document is written in its sources, for annotations a reviewer can click: the file
// and line of the JSON pointer, following the split spec's `$ref`s from its entry file (spec/openapi.yaml). The
// bundler names a component it gathers by the key it is written under (`schemas/transactions.yaml#/TransactionType`
// becomes `/components/schemas/TransactionType`), so a component the entry does not list is looked up by that key
// in the files beside it. A pointer the sources do not spell out stops at the deepest place they do. A `$ref` is read
// as the bundler reads it (splitReference), and another file is opened only as the contract's one resolver allows
// (generators/references.ts, given by the caller); without one, only the entry is read.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { pointerSegments, splitReference } from '@ausd/contract-model/pointer';

export interface SourceLine {
  file: string;
  /** 1-based. */
  line: number;
}

interface Source {
  root: unknown;
  lines: LineCounter;
}

/** Reading the sources: a file's parsed YAML (undefined when it cannot or may not be read), and a reference's file. */
interface Files {
  load(file: string): Promise<Source | undefined>;
  resolve(base: string, ref: string): string;
}

interface Place {
  file: string;
  node: unknown;
  /** Where the place starts: the key naming it, or the node itself. */
  offset: number;
}

/** The line of a pointer in the bundled document, read from the sources under `entry` (a path relative to cwd). */
export type LocateSource = (pointer: string) => Promise<SourceLine | undefined>;

/** Which file a reference names and whether it may be opened: the contract's one resolver (ConfinedResolver). */
export interface ReferenceFiles {
  resolveExternalRef(base: string, ref: string): string;
  /** Why the file may not be opened; undefined when it may. */
  refusal(file: string): string | undefined;
}

/** Without a resolver, no file but the entry is read. */
const entryOnly: ReferenceFiles = { resolveExternalRef: (_base, ref) => ref, refusal: () => 'no resolver' };

export function sourceLocator(entry: string, references: ReferenceFiles = entryOnly): LocateSource {
  const sources = new Map<string, Promise<Source | undefined>>();
  const load = (file: string) => {
    let source = sources.get(file);
    if (source === undefined)
      sources.set(
        file,
        (source = file === entry || references.refusal(file) === undefined ? parse(file) : Promise.resolve(undefined)),
      );
    return source;
  };
  const resolve = (base: string, ref: string) => {
    const absolute = references.resolveExternalRef(path.resolve(base), ref);
    if (!path.isAbsolute(absolute)) return absolute; // a URL, which the resolver refuses
    // Named as the entry is (relative to the working folder when it is), so annotations read `spec/…`.
    return path.isAbsolute(entry) ? absolute : path.relative(process.cwd(), absolute);
  };
  const files: Files = { load, resolve };
  let components: Promise<Map<string, string[]>> | undefined;
  const gathered = async (kind: string, name: string): Promise<string | undefined> => {
    components ??= componentFiles(path.dirname(entry), load);
    const files = (await components).get(name) ?? [];
    return files.find((file) => file.split(path.sep).includes(kind)) ?? files[0];
  };
  return async (pointer) => {
    const segments = pointerSegments(pointer);
    let found = await locate(entry, segments, files);
    const [root, kind = '', name = '', ...inside] = segments;
    // The entry does not list the component: the bundler gathered it from the file that names it.
    if (root === 'components' && found !== undefined && found.rest.length > inside.length) {
      const file = await gathered(kind, name);
      if (file !== undefined) found = (await locate(file, [name, ...inside], files)) ?? found;
    }
    const place = found?.place;
    if (place === undefined) return undefined;
    const source = await load(place.file);
    return source && { file: place.file, line: source.lines.linePos(place.offset).line };
  };
}

/** Top-level keys of every YAML file under `dir`, with the files that hold each. */
async function componentFiles(
  dir: string,
  load: (file: string) => Promise<Source | undefined>,
): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  for (const name of names.filter((file) => /\.ya?ml$/.test(file)).sort()) {
    const file = path.join(dir, name);
    const root = (await load(file))?.root;
    if (!isMap(root)) continue;
    for (const { key } of root.items)
      if (isScalar(key)) keys.set(String(key.value), [...(keys.get(String(key.value)) ?? []), file]);
  }
  return keys;
}

async function parse(file: string): Promise<Source | undefined> {
  try {
    const lines = new LineCounter();
    const document = parseDocument(await readFile(file, 'utf8'), { lineCounter: lines });
    return { root: document.contents, lines };
  } catch {
    return undefined;
  }
}

const startOf = (node: unknown): number => (node as Node | null)?.range?.[0] ?? 0;

/** The place a `$ref` map leads to, in its file or another; the map itself when it is no reference. */
async function follow(place: Place, files: Files, hops = 0): Promise<Place> {
  const ref = isMap(place.node) ? place.node.get('$ref') : undefined;
  if (typeof ref !== 'string' || hops > 16) return place;
  const { file: target, pointer } = splitReference(ref);
  const file = target === '' ? place.file : files.resolve(place.file, target);
  const source = await files.load(file);
  if (source === undefined) return place;
  const found = descend({ file, node: source.root, offset: startOf(source.root) }, pointer);
  return found.rest.length === 0 ? follow(found.place, files, hops + 1) : place;
}

/** Walks `segments` down from `place` as far as the YAML spells them out. */
function descend(place: Place, segments: string[]): { place: Place; rest: string[] } {
  let at = place;
  for (const [index, segment] of segments.entries()) {
    const { node } = at;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      if (pair === undefined) return { place: at, rest: segments.slice(index) };
      at = { file: at.file, node: pair.value, offset: startOf(pair.key) };
    } else if (isSeq(node) && /^\d+$/.test(segment) && Number(segment) < node.items.length) {
      const item = node.items[Number(segment)];
      at = { file: at.file, node: item, offset: startOf(item) };
    } else return { place: at, rest: segments.slice(index) };
  }
  return { place: at, rest: [] };
}

async function locate(
  entry: string,
  segments: string[],
  files: Files,
): Promise<{ place: Place; rest: string[] } | undefined> {
  const source = await files.load(entry);
  if (source === undefined) return undefined;
  let place: Place = { file: entry, node: source.root, offset: startOf(source.root) };
  let rest = segments;
  // Each round follows the reference where the walk stands, then descends as far as that file spells out.
  // The last place is not followed: a change at a property that refers to a shared schema is at the property.
  for (;;) {
    if (rest.length === 0) return { place, rest };
    const followed = await follow(place, files);
    const next = descend(followed, rest);
    if (next.rest.length === rest.length) return { place: followed, rest };
    ({ place, rest } = next);
  }
}

import { isExtensionKey } from '@ausd/contract-model/extensions';
import { jsonPointer, pointerSegments } from '@ausd/contract-model/pointer';
import { sameCanonical } from '../canonical.js';
import { defineRule } from '../rule.js';

function resolves(document: unknown, pointer: string): boolean {
  let node = document;
  for (const segment of pointerSegments(pointer)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

interface Extension {
  name: string;
  value: unknown;
}

/**
 * Every `x-` member anywhere in the document, by JSON pointer, compared in canonical form (key order aside). Documents are frozen, so each is read once (the
 * corpus compares one unedited contract with many edits of it).
 */
function extensions(document: object): Map<string, Extension> {
  const known = read.get(document);
  if (known) return known;
  const found = new Map<string, Extension>();
  const path: string[] = [];
  const inside = (key: string, value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    path.push(key);
    visit(value);
    path.pop();
  };
  const visit = (node: object): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => inside(String(index), item));
      return;
    }
    // Keys, not Object.entries: on a frozen object entries take V8's slow path, several times slower.
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (isExtensionKey(key)) found.set(jsonPointer(...path, key), { name: key, value });
      else inside(key, value);
    }
  };
  visit(document);
  read.set(document, found);
  return found;
}
const read = new WeakMap<object, Map<string, Extension>>();

/** The extensions no specific rule classifies: pointer → value. */
function unclassified(document: object, classified: ReadonlySet<string>): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [pointer, { name, value }] of extensions(document)) if (!classified.has(name)) found.set(pointer, value);
  return found;
}

export default defineRule({
  id: 'extension-changed',
  level: 'warning',
  subject: 'document',
  rationale:
    'An `x-` extension no specific rule classifies states something JSON Schema cannot (filters, ordering, …): ' +
    'its effect on callers is unknown to the diff, so a person must review it.',
  check({ base, head, classifiedExtensions }, report) {
    const before = unclassified(base.document, classifiedExtensions);
    const after = unclassified(head.document, classifiedExtensions);
    // An extension of something added or removed whole (an operation, a schema) goes with it: its own rule says so.
    const parentIn = (document: unknown, pointer: string) =>
      resolves(document, pointer.slice(0, pointer.lastIndexOf('/')));
    for (const [pointer, value] of after) {
      if (!before.has(pointer)) {
        if (parentIn(base.document, pointer)) report(`Extension ${pointer} was added.`, pointer);
      } else if (!sameCanonical(before.get(pointer), value)) report(`Extension ${pointer} changed.`, pointer);
    }
    for (const pointer of before.keys())
      if (!after.has(pointer) && parentIn(head.document, pointer)) report(`Extension ${pointer} was removed.`, pointer);
  },
});

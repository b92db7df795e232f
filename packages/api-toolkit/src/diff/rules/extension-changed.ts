import { isExtensionKey } from '@ausd/contract-model/extensions';
import { jsonPointer, pointerSegments } from '@ausd/contract-model/pointer';
import { canonical } from '../canonical.js';
import { defineRule } from '../rule.js';

function resolves(document: unknown, pointer: string): boolean {
  let node = document;
  for (const segment of pointerSegments(pointer)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** Every `x-` member anywhere in the document, by JSON pointer, as canonical JSON. */
function extensions(document: unknown, skip: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: unknown, path: string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (isExtensionKey(key) && !Array.isArray(node)) {
        if (!skip.has(key)) found.set(jsonPointer(...path, key), canonical(value));
      } else {
        visit(value, [...path, key]);
      }
    }
  };
  visit(document, []);
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
    const before = extensions(base.document, classifiedExtensions);
    const after = extensions(head.document, classifiedExtensions);
    // An extension of something added or removed whole (an operation, a schema) goes with it: its own rule says so.
    const parentIn = (document: unknown, pointer: string) =>
      resolves(document, pointer.slice(0, pointer.lastIndexOf('/')));
    for (const [pointer, value] of after) {
      const old = before.get(pointer);
      if (old === undefined) {
        if (parentIn(base.document, pointer)) report(`Extension ${pointer} was added.`, pointer);
      } else if (old !== value) report(`Extension ${pointer} changed.`, pointer);
    }
    for (const pointer of before.keys())
      if (!after.has(pointer) && parentIn(head.document, pointer)) report(`Extension ${pointer} was removed.`, pointer);
  },
});

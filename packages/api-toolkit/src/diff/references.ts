// Every `$ref` of a bundled contract must point inside the document; a broken one is reported with the
// pointer of the reference itself, so the diff never compares against a hole.
import { jsonPointer, pointerSegments } from '@ausd/contract-model/pointer';
import { ContractInputError } from './input-error.js';

function resolves(document: unknown, ref: string): boolean {
  let node: unknown = document;
  for (const segment of pointerSegments(ref)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

export function checkReferences(document: unknown, file: string): void {
  // A contract names the same few components thousands of times: each reference is resolved once, and the path
  // is kept in one array, made a pointer only for a message.
  const resolved = new Set<string>();
  const path: (string | number)[] = [];
  const visit = (node: object): void => {
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !resolved.has(ref)) {
      const where = () => `${file}#${jsonPointer(...path, '$ref')}`;
      if (!ref.startsWith('#'))
        throw new ContractInputError(`${where()}: reference '${ref}' is not local; diff bundled contracts`);
      if (!resolves(document, ref)) throw new ContractInputError(`${where()}: reference '${ref}' does not resolve`);
      resolved.add(ref);
    }
    const inArray = Array.isArray(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null) continue;
      path.push(inArray ? Number(key) : key);
      visit(value as object);
      path.pop();
    }
  };
  if (typeof document === 'object' && document !== null) visit(document);
}

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
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const where = `${file}#${jsonPointer(...path, '$ref')}`;
      if (!ref.startsWith('#'))
        throw new ContractInputError(`${where}: reference '${ref}' is not local; diff bundled contracts`);
      if (!resolves(document, ref)) throw new ContractInputError(`${where}: reference '${ref}' does not resolve`);
    }
    for (const [key, value] of Object.entries(node)) visit(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  visit(document, []);
}

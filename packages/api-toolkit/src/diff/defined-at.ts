// Where a referenced thing is defined: a change to a shared component is located (and so reported once) at
// the component, not at every place that references it.
import { isReference } from '@ausd/contract-model/model';
import { pointerSegments } from '@ausd/contract-model/pointer';
import type { Contract } from './contract.js';

/** The component a `$ref` at `pointer` names (following chains), else `pointer` itself. */
export function definedAt(contract: Contract, pointer: string): string {
  // The document is frozen, so where a place is defined never changes: each place is followed once per document
  // (the corpus diffs one unedited contract against many edits of it).
  let known = followed.get(contract.document);
  if (known === undefined) followed.set(contract.document, (known = new Map()));
  let at = known.get(pointer);
  if (at === undefined) known.set(pointer, (at = follow(contract, pointer)));
  return at;
}
const followed = new WeakMap<object, Map<string, string>>();

function follow(contract: Contract, pointer: string): string {
  let at = pointer;
  for (let hops = 0; hops < 32; hops++) {
    let node: unknown = contract.document;
    for (const segment of pointerSegments(at)) node = (node as Record<string, unknown> | undefined)?.[segment];
    if (!isReference(node) || !node.$ref.startsWith('#')) return at;
    at = node.$ref.slice(1);
  }
  return at;
}

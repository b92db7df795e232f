// Walking a response body: every object and every string, with its JSON pointer, for checks that apply to
// values wherever the contract puts them (addresses, route objects).

export type JsonObject = Record<string, unknown>;

/** Calls `visit` on every object of the tree, with its pointer (`/data/3/source`). */
export function eachObject(node: unknown, visit: (object: JsonObject, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(node)) node.forEach((item, index) => eachObject(item, visit, `${pointer}/${index}`));
  else if (node && typeof node === 'object') {
    visit(node as JsonObject, pointer);
    for (const [key, value] of Object.entries(node)) eachObject(value, visit, `${pointer}/${key}`);
  }
}

/** Calls `visit` on every string of the tree, with its pointer. */
export function eachString(node: unknown, visit: (value: string, pointer: string) => void, pointer = ''): void {
  if (typeof node === 'string') visit(node, pointer || '/');
  else if (Array.isArray(node)) node.forEach((item, index) => eachString(item, visit, `${pointer}/${index}`));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) eachString(value, visit, `${pointer}/${key}`);
}

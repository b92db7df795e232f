// The model freezes the document it is given (model.ts), and the caller's document stays its own: the diff and the
// conformance runner hand it a frozen copy, made in one pass of plain copying (a third of the time of structuredClone
// followed by the model's freeze, which skips a document already frozen). Parsed JSON and YAML are plain objects and
// arrays; a value the document holds twice (a YAML alias) is copied once, as structuredClone would; anything else is
// cloned as before.

/** An own member named `__proto__` is data in a parsed document; assigning it would set the copy's prototype. */
function define(target: object, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string, unknown>)[key] = value;
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
};

export function frozenCopy<T>(document: T): T {
  const copies = new Map<object, unknown>();
  const copy = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    if (!isPlain(value)) return structuredClone(value);
    const target = Array.isArray(value) ? [] : {};
    copies.set(value, target);
    for (const key of Object.keys(value)) define(target, key, copy((value as Record<string, unknown>)[key]));
    return Object.freeze(target);
  };
  return copy(document) as T;
}

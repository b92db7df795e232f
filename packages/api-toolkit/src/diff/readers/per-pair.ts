// A reader several rules call on the same schema pair works once per pair: the walk hands every schema rule the
// same pair object (compare.ts), and nothing changes a pair once made.
export function perPair<P extends object, T>(read: (pair: P) => T): (pair: P) => T {
  const results = new WeakMap<P, T>();
  return (pair) => {
    if (results.has(pair)) return results.get(pair) as T;
    const result = read(pair);
    results.set(pair, result);
    return result;
  };
}

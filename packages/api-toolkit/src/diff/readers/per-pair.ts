// A reader several rules call on the same schema pair works once per pair: the walk hands every schema rule the
// same pair object, one pair after another (compare.ts), and nothing changes a pair once made. Remembering the
// last pair is enough, and cheaper than a WeakMap of them all (it keeps that one pair, and the two contracts it
// refers to, until the next diff reads another).
export function perPair<P extends object, T>(read: (pair: P) => T): (pair: P) => T {
  let last: { pair: P; result: T } | undefined;
  return (pair) => {
    if (last?.pair !== pair) last = { pair, result: read(pair) };
    return last.result;
  };
}

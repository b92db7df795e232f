// The one seeded generator (sfc32 fed by splitmix32): a seed number always produces the same data, for the
// sandbox's seeded database and the conformance runner's random queries alike.
import { formatUuid } from './encoding/uuid.js';

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  bytes(count: number): Uint8Array;
  uuid(): string;
}

export function createPrng(seed: number): Prng {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const nextUint32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextUint32();

  const prng: Prng = {
    next: () => nextUint32() / 0x1_0000_0000,
    int: (min, max) => min + Math.floor(prng.next() * (max - min + 1)),
    pick: (items) => items[Math.floor(prng.next() * items.length)]!,
    chance: (p) => prng.next() < p,
    bytes(count) {
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i++) out[i] = nextUint32() & 0xff;
      return out;
    },
    uuid() {
      const b = prng.bytes(16);
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      return formatUuid(b);
    },
  };
  return prng;
}

// Keccak-256 as Ethereum uses it (the original Keccak padding 0x01, not SHA3-256's 0x06), which EIP-55 needs
// and Node's crypto does not offer. Lanes are 64-bit BigInts: addresses are short, so clarity wins over speed.

const MASK = (1n << 64n) - 1n;
const RATE_BYTES = 136; // 1600-bit state minus 2 × 256-bit capacity

const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

// Rotation offsets r[x][y], indexed as x + 5y.
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

function rotl(value: bigint, shift: number): bigint {
  if (shift === 0) return value;
  const s = BigInt(shift);
  return ((value << s) | (value >> (64n - s))) & MASK;
}

function permute(state: bigint[]): void {
  const c = new Array<bigint>(5);
  const b = new Array<bigint>(25);
  for (const rc of ROUND_CONSTANTS) {
    // θ
    for (let x = 0; x < 5; x++) c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d;
    }
    // ρ and π
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!);
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!);
    }
    // ι
    state[0] = state[0]! ^ rc;
  }
}

function absorbBlock(state: bigint[], block: Uint8Array): void {
  for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
    let value = 0n;
    for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(block[lane * 8 + byte]!);
    state[lane] = state[lane]! ^ value;
  }
  permute(state);
}

/** Keccak-256 digest of `input` (UTF-8 for strings) as 32 bytes. */
export function keccak256(input: Uint8Array | string): Uint8Array {
  const data = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const state = new Array<bigint>(25).fill(0n);
  const paddedLength = (Math.floor(data.length / RATE_BYTES) + 1) * RATE_BYTES;
  const padded = new Uint8Array(paddedLength);
  padded.set(data);
  padded[data.length] = padded[data.length]! ^ 0x01;
  padded[paddedLength - 1] = padded[paddedLength - 1]! ^ 0x80;
  for (let offset = 0; offset < paddedLength; offset += RATE_BYTES)
    absorbBlock(state, padded.subarray(offset, offset + RATE_BYTES));
  const digest = new Uint8Array(32);
  for (let i = 0; i < 32; i++) digest[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn);
  return digest;
}

export function keccak256Hex(input: Uint8Array | string): string {
  return Buffer.from(keccak256(input)).toString('hex');
}

// EIP-55 mixed-case checksum: a hex letter is upper-cased when the matching nibble of
// keccak256(lowercase address without 0x) is 8 or more.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const checksummed = new Map<string, string>();
/** The memo is bounded: a proxy checking long-running traffic sees unbounded distinct addresses. */
const MEMO_LIMIT = 10_000;

export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase();
  const cached = checksummed.get(lower);
  if (cached !== undefined) return cached;
  const hex = lower.slice(2);
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  if (checksummed.size >= MEMO_LIMIT) checksummed.clear();
  checksummed.set(lower, out);
  return out;
}

// The one text form of a UUID: 16 bytes as lowercase hex in 8-4-4-4-12 groups.
import { bytesToHex } from '@noble/hashes/utils.js';

export function formatUuid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes.subarray(0, 16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

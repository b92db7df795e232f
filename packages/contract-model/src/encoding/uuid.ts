// The one text form of a UUID: 16 bytes as lowercase hex in 8-4-4-4-12 groups.

/** Each byte's two hex digits, looked up: seeding formats a UUID per row, hundreds of thousands of them. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function formatUuid(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
    text += HEX[bytes[i]!];
  }
  return text;
}

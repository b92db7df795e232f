// The one UUID text form: 16 bytes as lowercase hex in 8-4-4-4-12 groups, whatever the bytes.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatUuid } from '../../packages/contract-model/src/encoding/uuid.js';

it('formats a known UUID', () => {
  const bytes = Uint8Array.from(Buffer.from('0f1e2d3c4b5a69788796a5b4c3d2e1f0', 'hex'));
  expect(formatUuid(bytes)).toBe('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
});

it('writes every byte as two lowercase hex digits in its group', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
      const hex = Buffer.from(bytes).toString('hex');
      const groups = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)];
      expect(formatUuid(bytes)).toBe(groups.join('-'));
    }),
  );
});

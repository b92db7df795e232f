// RFC 9562 name-based UUID (version 5, SHA-1). Route ids are derived with it so that the same canonical
// route inputs always give the same id.
import { createHash } from 'node:crypto';
import { formatUuid } from '@ausd/contract-model/encoding/uuid';

export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  return formatUuid(hash);
}

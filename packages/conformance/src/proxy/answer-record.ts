// An upstream answer as the checks read it: headers flattened, the body decoded as the client would read it (bounded),
// JSON parsed where the content type says so. What is forwarded stays as the upstream sent it.
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ResponseRecord } from '../http/exchange.js';

/** The answer as the client reads it, for inspection only (what is forwarded stays encoded). */
function decoded(body: Buffer, encoding: string | undefined, limit: number): string {
  const bound = { maxOutputLength: limit };
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body, bound).toString('utf8');
    case 'deflate':
      return inflateSync(body, bound).toString('utf8');
    case 'br':
      return brotliDecompressSync(body, bound).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

export function responseRecord(
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
  limit: number,
): ResponseRecord {
  const record: ResponseRecord = { status, headers: {}, text: '' };
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) record.headers[name] = Array.isArray(value) ? value.join(', ') : value;
  try {
    record.text = decoded(body, record.headers['content-encoding'], limit);
  } catch {
    record.text = body.toString('latin1');
  }
  if (/json/i.test(record.headers['content-type'] ?? '')) {
    try {
      record.json = JSON.parse(record.text);
    } catch {
      // Left undefined: the content-type and schema checks report the unparsable body.
    }
  }
  return record;
}

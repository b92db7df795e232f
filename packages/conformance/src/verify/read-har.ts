// A HAR file as the exchanges the checks read: the proxy's recordings and the HAR that Chrome's and Firefox's
// developer tools export. The API's entries are those under `--url-prefix`, else under the base URL a proxy
// recording names, else those whose path holds the contract's version prefix; every other entry is skipped and
// counted by reason, as are entries with no answer or no answer body in the file. A file that is not HAR is a
// `HarInputError` naming what is wrong and where.
import type { OperationSpec } from '@ausd/contract-facts/operation';
import type { Contract } from '../contract/contract.js';
import type { Credential, Exchange, ResponseRecord } from '../http/exchange.js';
import { isTokenExchange } from '../contract/operations.js';
import { operationMatcher } from '../proxy/match.js';
import { PROXY_CREATOR } from '../har/format.js';
import { REDACTED } from '../har/redact.js';
import { harOutline } from './har-outline.js';

/** The input cannot be read as HAR; the command prints the message and exits 2. */
export class HarInputError extends Error {
  override readonly name = 'HarInputError';
}

/**
 * What `verify` reads and keeps. The file is refused past `maxFileBytes` before it is read (a wrong path, a disk image,
 * fails fast), and past `maxEntries` entries before any is parsed; entries are parsed one at a time, and the API
 * exchanges kept (their bodies parsed for the checks) stop at `maxKeptBytes` of bodies.
 */
export interface HarBounds {
  maxFileBytes: number;
  maxEntries: number;
  maxKeptBytes: number;
}

export const harBounds: HarBounds = {
  maxFileBytes: 256 * 1024 * 1024,
  maxEntries: 100_000,
  maxKeptBytes: 64 * 1024 * 1024,
};

const mib = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(2)} MiB`;

export interface RecordedTraffic {
  exchanges: Exchange[];
  /** The prefix the API's entries were chosen by, or how they were found. */
  apiBase: string;
  entries: number;
  /** Entries not checked, by reason. */
  skipped: Record<string, number>;
  /** The credentials the API's entries carried (a browser export keeps them): the report redacts them. */
  credentials: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function field<T>(
  entry: Json,
  path: readonly string[],
  index: number,
  test: (v: unknown) => v is T,
  expected: string,
): T {
  let value: unknown = entry;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  if (!test(value))
    throw new HarInputError(`entry ${index}: ${path.join('.')} must be ${expected}, got ${JSON.stringify(value)}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function headersOf(list: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!Array.isArray(list)) return headers;
  for (const header of list) {
    if (!isObject(header) || !isString(header.name) || !isString(header.value)) continue;
    const name = header.name.toLowerCase();
    // HTTP/2 pseudo-headers in browser exports (`:status`) are not headers of the answer.
    if (name.startsWith(':')) continue;
    headers[name] = name in headers ? `${headers[name]}, ${header.value}` : header.value;
  }
  return headers;
}

/** The path of the contract's operations begins with this segment (`/v0`): how API URLs are recognised. */
function versionPrefix(operations: readonly OperationSpec[]): string {
  const first = new Set(operations.map((op) => `/${op.path.split('/')[1] ?? ''}`));
  return first.size === 1 ? [...first][0]! : '';
}

/** The API path of a URL, or undefined when the URL is not the API's. */
function apiPath(url: URL, prefix: URL | undefined, version: string): string | undefined {
  if (prefix) {
    const base = prefix.pathname.replace(/\/+$/, '');
    if (url.origin !== prefix.origin) return undefined;
    if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
    return url.pathname.slice(base.length) || '/';
  }
  if (!version) return undefined;
  const at = `${url.pathname}/`.indexOf(`${version}/`);
  return at === -1 ? undefined : url.pathname.slice(at);
}

function responseText(content: unknown): string | undefined {
  if (!isObject(content) || !isString(content.text)) return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

/** Each entry of the document, parsed alone: the document is never held as objects. */
function outlineOf(bytes: Buffer, bounds: HarBounds) {
  const tooMany = (max: number) =>
    new HarInputError(`more than ${max} entries, the bound of what verify reads (--max-entries); verify a shorter one`);
  let outline;
  try {
    outline = harOutline(bytes, bounds.maxEntries, tooMany);
  } catch (error) {
    if (error instanceof HarInputError) throw error;
    throw new HarInputError(`not JSON: ${(error as Error).message}`);
  }
  const { entries, creator, apiBaseUrl } = outline;
  if (entries === undefined)
    throw new HarInputError('no log.entries list: not a HAR file (export one with "Save all as HAR")');
  const parsed = function* () {
    for (const [index, [start, end]] of entries.entries()) {
      try {
        yield [index, JSON.parse(bytes.toString('utf8', start, end)) as unknown] as const;
      } catch (error) {
        throw new HarInputError(`entry ${index}: not JSON: ${(error as Error).message}`);
      }
    }
  };
  return { count: entries.length, parsed, creator, apiBaseUrl };
}

/** `har` is the file's text or, so that it stays outside the heap, its bytes. */
export function readHar(
  har: string | Uint8Array,
  contract: Contract,
  urlPrefix?: string,
  bounds: HarBounds = harBounds,
): RecordedTraffic {
  const bytes = typeof har === 'string' ? Buffer.from(har) : Buffer.from(har.buffer, har.byteOffset, har.byteLength);
  const log = outlineOf(bytes, bounds);
  const fromProxy = isObject(log.creator) && log.creator.name === PROXY_CREATOR;
  const recordedBase = fromProxy && isString(log.apiBaseUrl) ? log.apiBaseUrl : undefined;
  const prefixText = urlPrefix ?? recordedBase;
  let prefix: URL | undefined;
  if (prefixText !== undefined) {
    try {
      prefix = new URL(prefixText);
    } catch {
      throw new HarInputError(`--url-prefix must be an absolute http(s) URL, got '${prefixText}'`);
    }
  }
  const version = versionPrefix(contract.operations);
  const match = operationMatcher(contract.operations);
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const exchanges: Exchange[] = [];
  const credentials = new Set<string>();
  let kept = 0;
  const keep = (bytes: number) => {
    kept += bytes;
    if (kept > bounds.maxKeptBytes)
      throw new HarInputError(
        `its API exchanges hold more than ${mib(bounds.maxKeptBytes)} of bodies, the bound of what verify keeps ` +
          '(--max-kept-mib); verify a shorter recording, or narrow it with --url-prefix',
      );
  };

  for (const [index, raw] of log.parsed()) {
    if (!isObject(raw)) throw new HarInputError(`entry ${index}: not an object`);
    const method = field(raw, ['request', 'method'], index, isString, 'a string');
    const address = field(raw, ['request', 'url'], index, isString, 'a string');
    const status = field(raw, ['response', 'status'], index, isNumber, 'a number');
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new HarInputError(`entry ${index}: request.url is not a URL: '${address.slice(0, 200)}'`);
    }
    const path = /^https?:$/.test(url.protocol) ? apiPath(url, prefix, version) : undefined;
    if (path === undefined) {
      skip(prefix ? `outside ${prefix.href.replace(/\/$/, '')}` : `not an API URL (no ${version}/ in the path)`);
      continue;
    }
    const request = raw.request as Json;
    const response = raw.response as Json;
    const error = fromProxy && isString(raw._error) ? raw._error : undefined;
    const body = responseText(response.content);
    if (error === undefined && status === 0) {
      skip('no answer recorded (status 0: blocked, cancelled or failed in the browser)');
      continue;
    }
    const contentSize = isObject(response.content) && isNumber(response.content.size) ? response.content.size : 0;
    if (error === undefined && body === undefined && contentSize > 0) {
      skip('answer body not in the file');
      continue;
    }
    const op = match(method.toUpperCase(), path);
    const requestHeaders = headersOf(request.headers);
    const bearer = /^Bearer\s+(.+)$/i.exec(requestHeaders.authorization ?? '')?.[1];
    if (bearer !== undefined && bearer !== REDACTED) credentials.add(bearer);
    const credential: Credential =
      requestHeaders.authorization === undefined ? 'none' : op && isTokenExchange(op) ? 'apiKey' : 'session';
    const postData = isObject(request.postData) && isString(request.postData.text) ? request.postData.text : undefined;
    const exchange: Exchange = {
      spec: {
        ...(op ? { operationId: op.operationId } : { documented: false }),
        method: method.toLowerCase(),
        path,
        query: [...url.searchParams],
        credential,
      },
      url: address,
      ...(postData === undefined ? {} : { bodyText: postData }),
      ...(isNumber(raw.time) && raw.time >= 0 ? { durationMs: raw.time } : {}),
    };
    keep((postData?.length ?? 0) + (body?.length ?? 0));
    if (error !== undefined) {
      exchanges.push({ ...exchange, error });
      continue;
    }
    const record: ResponseRecord = { status, headers: headersOf(response.headers), text: body ?? '' };
    if (/json/i.test(record.headers['content-type'] ?? '')) {
      try {
        record.json = JSON.parse(record.text);
      } catch {
        // Left undefined: the content-type and schema checks report the unparsable body.
      }
    }
    exchanges.push({ ...exchange, response: record });
  }
  return {
    exchanges,
    apiBase: prefix ? prefix.href.replace(/\/$/, '') : `any URL with ${version}/ in its path`,
    entries: log.count,
    skipped,
    credentials: [...credentials],
  };
}

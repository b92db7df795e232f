// The proxy's HAR recording (`--har FILE`): one entry per relayed exchange, held until the proxy stops, bounded by
// an entry count and a total size. Past either bound it stops recording (the exchanges are still relayed and
// checked) and says so, once on the way and in the file's comment. Redaction happens when the file is written, so
// a key first seen after an entry that carried it is masked in that entry too.
import type { IncomingHttpHeaders } from 'node:http';
import type { Secrets } from '../http/secrets.js';
import type { ForwardTimings } from '../proxy/forward.js';
import { PROXY_CREATOR, type HarEntry, type HarLog, type HarNameValue } from './format.js';
import { redactEntry } from './redact.js';

export interface HarLimits {
  /** Entries recorded at most. */
  maxEntries: number;
  /** Bytes of entries (as JSON) recorded at most. */
  maxBytes: number;
}

export const harLimits: HarLimits = { maxEntries: 10_000, maxBytes: 64 * 1024 * 1024 };

/** One relayed exchange as the proxy saw it, before redaction. */
export interface RelayedExchange {
  timings: ForwardTimings;
  method: string;
  url: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody?: string;
  requestBytes: number;
  /** 0 when the upstream gave no answer the caller could read in full. */
  status: number;
  responseHeaders?: IncomingHttpHeaders;
  /** The answer as the client reads it (decoded); absent when it was not kept. */
  responseText?: string;
  /** Why the answer's body is not in the entry. */
  notKept?: string;
  error?: string;
}

function headerList(headers: IncomingHttpHeaders | undefined): HarNameValue[] {
  return Object.entries(headers ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
}

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const ms = (value: number) => Math.round(value * 1000) / 1000;

function entryOf(exchange: RelayedExchange): HarEntry {
  const { timings } = exchange;
  const search = exchange.url.includes('?') ? exchange.url.slice(exchange.url.indexOf('?') + 1) : '';
  const requestType = text(exchange.requestHeaders['content-type']);
  const responseType = text(exchange.responseHeaders?.['content-type']);
  return {
    startedDateTime: timings.startedAt.toISOString(),
    time: ms(timings.waitMs + timings.receiveMs),
    request: {
      method: exchange.method,
      url: exchange.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(exchange.requestHeaders),
      queryString: [...new URLSearchParams(search)].map(([name, value]) => ({ name, value })),
      ...(exchange.requestBytes > 0
        ? {
            postData: {
              mimeType: requestType,
              ...(exchange.requestBody === undefined
                ? { comment: `${exchange.requestBytes} bytes, not kept` }
                : { text: exchange.requestBody }),
            },
          }
        : {}),
      headersSize: -1,
      bodySize: exchange.requestBytes,
    },
    response: {
      status: exchange.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(exchange.responseHeaders),
      content: {
        size: exchange.responseText === undefined ? 0 : Buffer.byteLength(exchange.responseText),
        mimeType: responseType,
        ...(exchange.responseText === undefined ? {} : { text: exchange.responseText }),
        ...(exchange.notKept ? { comment: `body not recorded: ${exchange.notKept}` } : {}),
      },
      redirectURL: text(exchange.responseHeaders?.location),
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: ms(timings.waitMs), receive: ms(timings.receiveMs) },
    ...(exchange.error === undefined ? {} : { _error: exchange.error }),
  };
}

export class HarRecorder {
  private readonly entries: HarEntry[] = [];
  private bytes = 0;
  private stopped?: string;
  private notRecorded = 0;

  constructor(
    private readonly limits: HarLimits,
    /** Called once, when recording stops at a bound. */
    private readonly onStop: (reason: string) => void = () => {},
  ) {}

  add(exchange: RelayedExchange): void {
    if (this.stopped) {
      this.notRecorded += 1;
      return;
    }
    const entry = entryOf(exchange);
    const size = Buffer.byteLength(JSON.stringify(entry));
    const bound =
      this.entries.length >= this.limits.maxEntries
        ? `the limit of ${this.limits.maxEntries} entries`
        : this.bytes + size > this.limits.maxBytes
          ? `the limit of ${this.limits.maxBytes} bytes`
          : undefined;
    if (bound) {
      this.stopped = `recording stopped at ${bound}`;
      this.notRecorded += 1;
      this.onStop(`${this.stopped}; later exchanges are relayed and checked but not recorded`);
      return;
    }
    this.entries.push(entry);
    this.bytes += size;
  }

  get recorded(): number {
    return this.entries.length;
  }

  /** One line on what was recorded, for the command's output. */
  describe(file: string): string {
    return `HAR: ${this.entries.length} entries written to ${file}${this.stopped ? ` (${this.stopped}: ${this.notRecorded} exchanges not recorded)` : ''}`;
  }

  /** The HAR document, every entry redacted with the secrets known by now. */
  log(meta: { apiBaseUrl: string; contractVersion: string; tokenField: string; secrets: Secrets }): HarLog {
    return {
      log: {
        version: '1.2',
        creator: {
          name: PROXY_CREATOR,
          version: meta.contractVersion,
          comment: "version: the contract's info.version the traffic was checked against",
        },
        _apiBaseUrl: meta.apiBaseUrl,
        entries: this.entries.map((entry) => redactEntry(entry, meta.tokenField, meta.secrets)),
        ...(this.stopped
          ? {
              comment: `${this.stopped}: ${this.notRecorded} later exchanges were relayed and checked but not recorded`,
            }
          : {}),
      },
    };
  }
}

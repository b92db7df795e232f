// One request and what came back, as the checks inspect it and the report prints it.

/** Query parameters as raw name/value pairs, so negative cases can repeat or empty them. */
export type QueryPairs = ReadonlyArray<readonly [string, string]>;

export type Credential = 'session' | 'otherSession' | 'apiKey' | 'none' | { authorization: string };

export interface RequestSpec {
  /** The operation this request exercises; absent for probes outside the contract (unknown path). */
  operationId?: string;
  /** False when the method/path pair is deliberately not an operation of the contract. */
  documented?: boolean;
  method: string;
  /** Concrete path, e.g. `/v0/accounts/123`. */
  path: string;
  query?: QueryPairs;
  /** Send the commas inside query values percent-encoded (`%2C`), the probe of an encoded comma in a list. */
  encodeCommas?: boolean;
  credential: Credential;
  body?: unknown;
  /** A raw body sent verbatim (malformed JSON probes). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ResponseRecord {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  text: string;
  /** Parsed body when the text is JSON. */
  json?: unknown;
}

export interface Exchange {
  spec: RequestSpec;
  url: string;
  /** The body as sent, for the report. */
  bodyText?: string;
  response?: ResponseRecord;
  /** A transport failure, as a phrase: `connection refused (ECONNREFUSED 127.0.0.1:4010)`, `no answer within 15 s`. */
  error?: string;
  /** The failure was the per-request timeout: the deployment took the request and did not answer. */
  timedOut?: boolean;
  /** The answer was above the runner's bound, `MAX_ANSWER_BYTES`, and not read on: `error` says so. */
  tooLarge?: boolean;
  /** From sending the request to the answer's last byte, in milliseconds. */
  durationMs?: number;
}

/**
 * `name=value&…` with values percent-encoded; commas stay literal as the comma-list filters are written, unless
 * `encodeCommas` asks for them as `%2C`.
 */
export function serializeQuery(query: QueryPairs | undefined, encodeCommas = false): string {
  if (!query || query.length === 0) return '';
  const encode = (text: string) =>
    encodeCommas ? encodeURIComponent(text) : encodeURIComponent(text).replace(/%2C/gi, ',');
  return `?${query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;
}

/** Fills `{name}` placeholders of a path template. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export function mediaType(response: ResponseRecord): string | undefined {
  return response.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

// HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the parts the proxy writes and `verify` reads. Browser
// exports add fields of their own (`pages`, `_initiator`, `_resourceType`, …): readers ignore what they do not use.

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  queryString: HarNameValue[];
  postData?: { mimeType: string; text?: string; comment?: string };
  headersSize: number;
  bodySize: number;
}

export interface HarContent {
  size: number;
  mimeType: string;
  text?: string;
  /** `base64` when `text` is the body's bytes in base64 (binary answers in browser exports). */
  encoding?: string;
  comment?: string;
}

export interface HarResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  content: HarContent;
  redirectURL: string;
  headersSize: number;
  bodySize: number;
}

export interface HarEntry {
  startedDateTime: string;
  /** Milliseconds, the sum of the timings that apply. */
  time: number;
  request: HarRequest;
  response: HarResponse;
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number; blocked?: number; dns?: number; connect?: number };
  /** The proxy's: why the upstream gave no full answer (the caller got a 502 or 504, or a cut answer). */
  _error?: string;
  comment?: string;
}

export interface HarLog {
  log: {
    version: string;
    creator: { name: string; version: string; comment?: string };
    /** The proxy's: the upstream base URL every entry's URL starts with, so `verify` needs no `--url-prefix`. */
    _apiBaseUrl?: string;
    entries: HarEntry[];
    comment?: string;
  };
}

/** The creator name the proxy writes; `verify` reads `_error` and `_apiBaseUrl` only from a file that carries it. */
export const PROXY_CREATOR = 'ausd-api conformance proxy';

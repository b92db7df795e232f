// No credential reaches a HAR file: credential headers are replaced, JSON fields holding a secret (the exchange's
// session token field, any field whose name says `secret`) are replaced, so are query parameters named like them,
// and then every text passes through the run's secret redaction (every key and token seen, anything JWT-shaped).
import type { Secrets } from '../http/secrets.js';
import type { HarEntry, HarNameValue } from './format.js';

export const REDACTED = '«redacted»';
/** The session token's stand-in: three dot-separated parts as a JWT has, so the answer still meets its schema. */
export const REDACTED_TOKEN = 'redacted.redacted.redacted';

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Whether a JSON field or query parameter of this name holds a secret. */
export function isSecretName(name: string, tokenField: string): boolean {
  return name === tokenField || /secret|api[-_]?key|password|token/i.test(name);
}

function redactJson(value: unknown, tokenField: string): { value: unknown; changed: boolean } {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const result = redactJson(item, tokenField);
      changed ||= result.changed;
      return result.value;
    });
    return { value: items, changed };
  }
  if (value === null || typeof value !== 'object') return { value, changed: false };
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isSecretName(key, tokenField) && field !== null && typeof field !== 'object') {
      out[key] = key === tokenField ? REDACTED_TOKEN : REDACTED;
      changed = true;
    } else {
      const result = redactJson(field, tokenField);
      changed ||= result.changed;
      out[key] = result.value;
    }
  }
  return { value: out, changed };
}

/** A body's text with its secret fields replaced when it is JSON, then the known secrets masked. */
export function redactBody(text: string, tokenField: string, secrets: Secrets): string {
  let body = text;
  try {
    const result = redactJson(JSON.parse(text), tokenField);
    if (result.changed) body = JSON.stringify(result.value);
  } catch {
    // Not JSON: only the known secrets below.
  }
  return secrets.redact(body);
}

/** The URL with every query parameter named like a secret replaced, then the known secrets masked. */
export function redactUrl(url: string, tokenField: string, secrets: Secrets): string {
  const at = url.indexOf('?');
  if (at === -1) return secrets.redact(url);
  const [query, fragment = ''] = url.slice(at + 1).split(/(?=#)/);
  const pairs = query!.split('&').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judged as written.
    }
    return value.length > 0 && isSecretName(decoded, tokenField) ? `${name}=${encodeURIComponent(REDACTED)}` : pair;
  });
  return secrets.redact(`${url.slice(0, at)}?${pairs.join('&')}${fragment}`);
}

function redactHeaders(headers: HarNameValue[], secrets: Secrets): HarNameValue[] {
  return headers.map(({ name, value }) => ({
    name,
    value: CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : secrets.redact(value),
  }));
}

/** A copy of the entry with no credential left in it. */
export function redactEntry(entry: HarEntry, tokenField: string, secrets: Secrets): HarEntry {
  const { request, response } = entry;
  return {
    ...entry,
    request: {
      ...request,
      url: redactUrl(request.url, tokenField, secrets),
      headers: redactHeaders(request.headers, secrets),
      queryString: request.queryString.map(({ name, value }) => ({
        name,
        value: isSecretName(name, tokenField) ? REDACTED : secrets.redact(value),
      })),
      ...(request.postData
        ? {
            postData: {
              ...request.postData,
              ...(request.postData.text === undefined
                ? {}
                : { text: redactBody(request.postData.text, tokenField, secrets) }),
            },
          }
        : {}),
    },
    response: {
      ...response,
      headers: redactHeaders(response.headers, secrets),
      content: {
        ...response.content,
        ...(response.content.text === undefined
          ? {}
          : { text: redactBody(response.content.text, tokenField, secrets) }),
      },
    },
    ...(entry._error === undefined ? {} : { _error: secrets.redact(entry._error) }),
  };
}

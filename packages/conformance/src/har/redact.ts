// No credential reaches a HAR file: credential headers are replaced, and so is the whole value under a JSON field
// named like a secret (the exchange's session token field, any name that says `secret`, `credential`, …), whatever
// its type, and every query or form parameter named like one; then every text passes through the run's secret
// redaction (every key and token seen, anything JWT-shaped).
import type { Secrets } from '../http/secrets.js';
import type { HarEntry, HarNameValue } from './format.js';

export const REDACTED = '«redacted»';
/** The session token's stand-in: three dot-separated parts as a JWT has, so the answer still meets its schema. */
export const REDACTED_TOKEN = 'redacted.redacted.redacted';

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Whether a JSON field or query parameter of this name holds a secret. */
export function isSecretName(name: string, tokenField: string): boolean {
  return name === tokenField || /secret|api[-_]?key|password|token|credential/i.test(name);
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
    // A list or an object under a secret's name is a secret too (`apiKeys: [...]`, `secret: {value}`).
    if (isSecretName(key, tokenField) && field !== null) {
      out[key] = key === tokenField && typeof field === 'string' ? REDACTED_TOKEN : REDACTED;
      changed = true;
    } else {
      const result = redactJson(field, tokenField);
      changed ||= result.changed;
      out[key] = result.value;
    }
  }
  return { value: out, changed };
}

/** A body's text with its secret fields replaced when it is JSON or a form, then the known secrets masked. */
export function redactBody(text: string, tokenField: string, secrets: Secrets, mimeType = ''): string {
  if (/^application\/x-www-form-urlencoded\b/i.test(mimeType)) return secrets.redact(redactPairs(text, tokenField));
  let body = text;
  try {
    const result = redactJson(JSON.parse(text), tokenField);
    if (result.changed) body = JSON.stringify(result.value);
  } catch {
    // Not JSON: only the known secrets below.
  }
  return secrets.redact(body);
}

/** `a=1&b=2` (a query, a form body) with the value of every pair named like a secret replaced. */
function redactPairs(pairs: string, tokenField: string): string {
  return pairs
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged as written.
      }
      return value.length > 0 && isSecretName(decoded, tokenField) ? `${name}=${encodeURIComponent(REDACTED)}` : pair;
    })
    .join('&');
}

/** The URL with every query parameter named like a secret replaced, then the known secrets masked. */
export function redactUrl(url: string, tokenField: string, secrets: Secrets): string {
  const at = url.indexOf('?');
  if (at === -1) return secrets.redact(url);
  const [query, fragment = ''] = url.slice(at + 1).split(/(?=#)/);
  return secrets.redact(`${url.slice(0, at)}?${redactPairs(query!, tokenField)}${fragment}`);
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
                : { text: redactBody(request.postData.text, tokenField, secrets, request.postData.mimeType) }),
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
          : { text: redactBody(response.content.text, tokenField, secrets, response.content.mimeType) }),
      },
    },
    ...(entry._error === undefined ? {} : { _error: secrets.redact(entry._error) }),
  };
}

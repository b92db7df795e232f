// Turns typed call arguments into the URL the contract expects: path parameters percent-encoded into the
// template, list filters as ONE comma-separated parameter (`style: form, explode: false`), range filters
// `{initiatedAt: {gte, lt}}` as dotted keys (`initiatedAt.gte`). Dates become zoned ISO strings (UTC `Z`);
// strings pass through as given, so a caller's own offset is kept.

type Scalar = string | number | boolean | Date;
export type QueryValue =
  Scalar | readonly Scalar[] | { readonly [bound: string]: Scalar | undefined } | null | undefined;

const encode = (value: Scalar) => encodeURIComponent(value instanceof Date ? value.toISOString() : value);

export function buildUrl(
  baseUrl: string,
  pathTemplate: string,
  /** Path parameter values in template order. */
  params: readonly string[],
  query: Readonly<Record<string, QueryValue>> | undefined,
): string {
  let next = 0;
  const path = pathTemplate.replace(/\{\w+\}/g, () => encode(params[next++] ?? ''));
  const qs = queryString(query);
  return baseUrl.replace(/\/+$/, '') + path + (qs ? `?${qs}` : '');
}

/** The query string (without `?`) of typed filters: lists comma-joined, ranges as dotted bounds, Dates zoned. */
export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: string) => pairs.push(`${encodeURIComponent(key)}=${value}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value == null) continue;
    // Items are encoded one by one so the separating commas stay literal while commas inside a value do not.
    if (Array.isArray(value)) add(key, value.map(encode).join(','));
    else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [bound, limit] of Object.entries(value))
        if (limit !== undefined) add(`${key}.${bound}`, encode(limit));
    } else add(key, encode(value as Scalar));
  }
  return pairs.join('&');
}

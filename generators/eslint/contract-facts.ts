// The facts `ausd/no-restated-fact` looks for, read from the bundled contract: every operation's path (and the
// version prefix they share, so a concrete path like `/v0/accounts/123` is caught too), the request id's header
// and the error catalogue's messages (an error body schema's description). Error codes only on request: the
// sandbox answers with codes typed by the generated `ErrorCode`, where a rename already fails the type-check.
import { extensionsOf } from '@ausd/contract-model/extensions';
import type { RestatedFactOptions } from './no-restated-fact.ts';

interface Schema {
  description?: string;
  properties?: { code?: { const?: unknown } };
}

interface BundledContract {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, Schema> };
}

export function contractFacts(document: BundledContract, { errorCodes = false } = {}): RestatedFactOptions {
  const paths = Object.keys(document.paths ?? {});
  const facts = paths.map((path) => ({ text: path, what: 'an operation path' }));
  const header = extensionsOf('document', document).requestIdHeader;
  if (header !== undefined) facts.push({ text: header, what: 'the request id header (x-request-id-header)' });
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    const code = schema.properties?.code?.const;
    if (typeof code !== 'string') continue;
    if (schema.description) facts.push({ text: schema.description, what: `the catalogue message of ${code}` });
    if (errorCodes) facts.push({ text: code, what: 'an error code' });
  }
  const versions = new Set(paths.flatMap((path) => /^\/v\d+\//.exec(path) ?? []));
  return { facts, prefixes: [...versions].map((text) => ({ text, what: 'a path of the API' })) };
}

// The facts `ausd/no-restated-fact` looks for, read from the generated operation table (@ausd/contract-facts/operations):
// every operation's path (and the version prefix they share, so a concrete path like `/v0/accounts/123` is caught
// too), the request id's header and the error catalogue's messages. Error codes only on request: the sandbox answers
// with codes typed by the generated `ErrorCode`, where a rename already fails the type-check.
import type { RestatedFactOptions } from './no-restated-fact.ts';

/** The members of @ausd/contract-facts/operations read here. */
export interface OperationTable {
  operations: Readonly<Record<string, { readonly path: string }>>;
  errorCatalog: Readonly<Record<string, { readonly description: string }>>;
  requestIdHeader: string;
}

export function contractFacts(table: OperationTable, { errorCodes = false } = {}): RestatedFactOptions {
  const paths = [...new Set(Object.values(table.operations).map((operation) => operation.path))];
  const facts = paths.map((path) => ({ text: path, what: 'an operation path' }));
  facts.push({ text: table.requestIdHeader, what: 'the request id header (x-request-id-header)' });
  for (const [code, entry] of Object.entries(table.errorCatalog)) {
    facts.push({ text: entry.description, what: `the catalogue message of ${code}` });
    if (errorCodes) facts.push({ text: code, what: 'an error code' });
  }
  const versions = new Set(paths.flatMap((path) => /^\/v\d+\//.exec(path) ?? []));
  return { facts, prefixes: [...versions].map((text) => ({ text, what: 'a path of the API' })) };
}

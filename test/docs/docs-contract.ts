// The contract as the shipped reference embeds it (generated/docs/index.html), samples and guide pages included.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const referenceFile = path.resolve('generated/docs/index.html');

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface DocsOperation {
  operationId: string;
  tags: string[];
  responses: Record<string, unknown>;
  'x-codeSamples'?: CodeSample[];
}

export interface DocsContract {
  servers: { url: string; variables: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, DocsOperation>>;
  tags: { name: string; description?: string; 'x-traitTag'?: boolean }[];
}

export function readDocsContract(): DocsContract {
  const html = readFileSync(referenceFile, 'utf8');
  const match = /<script id="contract" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (match === null) throw new Error(`${referenceFile} embeds no contract`);
  return JSON.parse(match[1]!) as DocsContract;
}

/** Every operation of the embedded contract, in document order, with its path and method. */
export function docsOperations(contract: DocsContract): (DocsOperation & { path: string; method: string })[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === 'object' && operation !== null && 'operationId' in operation)
      .map(([method, operation]) => ({ ...operation, path, method })),
  );
}

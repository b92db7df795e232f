// The server's resources: the contract as @ausd/contract ships it, and the reference's guide pages as Markdown.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { guides } from './generated/guides.js';

const require = createRequire(import.meta.url);
const contractUri = 'ausd://contract/openapi.json';
const guideUri = (name: string) => `ausd://guides/${name}`;

export const resources: Resource[] = [
  {
    uri: contractUri,
    name: 'openapi.json',
    title: 'The contract (OpenAPI 3.1)',
    description: 'The bundled OpenAPI 3.1 document the tools are generated from.',
    mimeType: 'application/json',
  },
  ...guides.map((guide) => ({
    uri: guideUri(guide.name),
    name: guide.name,
    title: guide.title,
    description: `The reference's ${guide.title} page as Markdown.`,
    mimeType: 'text/markdown',
  })),
];

/** The resource's text; undefined for a URI the server does not offer. */
export async function readResource(uri: string): Promise<ReadResourceResult | undefined> {
  if (uri === contractUri) {
    const text = await readFile(require.resolve('@ausd/contract/openapi.json'), 'utf8');
    return { contents: [{ uri, mimeType: 'application/json', text }] };
  }
  const guide = guides.find((candidate) => guideUri(candidate.name) === uri);
  return guide && { contents: [{ uri, mimeType: 'text/markdown', text: guide.markdown }] };
}

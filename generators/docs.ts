// generated/docs/index.html: the offline API reference. Redoc's standalone bundle and a docs copy of the
// contract are inlined into one HTML file, so the page makes no network request (no CDN, no web fonts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenAPIObject, OperationObject, TagObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import { operationErrorCodes } from './error-codes.js';
import type { ContractModel, OperationEntry } from './model.js';
import { render } from './template.js';

const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
/** The sandbox's test-helper endpoints are documented here only; they are not part of the contract. */
const sandboxHelpersFile = new URL('../sandbox/test-helpers.md', import.meta.url);
const sandboxHelpersTag = 'Sandbox test helpers';

/** Redoc's menu footer loads its logo from a CDN; the page shows a blank inline image instead. */
const cdnLogo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const inlineLogo = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E';

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const redocOptions = {
  expandResponses: '200,201',
  jsonSampleExpandLevel: 4,
  hideDownloadButton: true,
  pathInMiddlePanel: true,
  requiredPropsFirst: true,
  sortTagsAlphabetically: false,
  theme: {
    typography: {
      fontFamily: systemFont,
      headings: { fontFamily: systemFont },
      code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    },
  },
};

/** A table of the error codes per status, appended to each operation's description. */
function errorCodeTable(model: ContractModel, operation: OperationEntry): string {
  const rows = [...operationErrorCodes(model, operation)]
    .filter(([, codes]) => codes.length > 0)
    .map(([status, codes]) => `| ${status} | ${codes.map((code) => `\`${code}\``).join(', ')} |`);
  return rows.length === 0 ? '' : `\n\n**Error codes**\n\n| Status | Codes |\n|---|---|\n${rows.join('\n')}\n`;
}

function readSandboxHelpers(): string | undefined {
  try {
    return readFileSync(sandboxHelpersFile, 'utf8');
  } catch {
    return undefined;
  }
}

/** The contract as the reference shows it: error-code tables in descriptions, plus docs-only sections. */
function docsContract(model: ContractModel, sandboxHelpers: string | undefined): OpenAPIObject {
  const document = structuredClone(model.document);
  for (const operation of model.operations) {
    const target = document.paths![operation.path]![operation.method] as OperationObject;
    target.description = `${target.description ?? ''}${errorCodeTable(model, operation)}`.trim();
  }
  if (sandboxHelpers !== undefined) {
    const tag: TagObject = { name: sandboxHelpersTag, description: sandboxHelpers, 'x-traitTag': true };
    document.tags = [...(document.tags ?? []), tag];
    const groups = document['x-tagGroups'] as { name: string; tags: string[] }[] | undefined;
    if (groups) document['x-tagGroups'] = [...groups, { name: 'Sandbox', tags: [sandboxHelpersTag] }];
  }
  return document;
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export const docsArtifact: ArtifactGenerator = {
  name: 'docs',
  outputs: ['docs/index.html'],
  generate(model) {
    const redoc = readFileSync(redocBundle, 'utf8')
      .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
      .replaceAll(cdnLogo, inlineLogo);
    const contents = render('docs.html.hbs', {
      title: model.document.info.title,
      version: model.document.info.version,
      contract: scriptJson(docsContract(model, readSandboxHelpers())),
      options: JSON.stringify(redocOptions),
      redoc,
    });
    return [{ path: 'docs/index.html', contents }];
  },
};

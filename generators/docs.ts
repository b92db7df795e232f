// generated/docs/index.html: the offline API reference. Redoc's standalone bundle and a docs copy of the
// contract are inlined into one HTML file, so the page makes no network request (no CDN, no web fonts).
// The docs copy adds request samples per operation and the guide pages (Redoc trait tags) read from the
// contract, the repository's CHANGELOG.md and the sandbox helpers' own OpenAPI document.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenAPIObject, OperationObject, TagObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator, GenerationContext } from './artifact.js';
import { authenticationGuide, errorsGuide, errorsPage, paginationGuide, versioningGuide } from './docs-guides.js';
import { paragraph, table } from './docs-html.js';
import { codeSamples } from './docs-samples.js';
import { sandboxGuide } from './docs-sandbox.js';
import { operationErrorCodes } from '@ausd/contract-model/error-codes';
import { type ContractModel, createModel, type OperationEntry } from '@ausd/contract-model/model';
import { render } from './template.js';
import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';

const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
/** The sandbox's test helpers have their own document; the reference shows it as a page, not as operations. */
export const sandboxHelpersEntry = 'spec/sandbox/openapi.yaml';
const sandboxHelpersTag = 'Sandbox test helpers';
const changelogFile = new URL('../generated/CHANGELOG.md', import.meta.url);

/** Redoc's menu footer loads its logo from a CDN; the page shows a blank inline image instead. */
const cdnLogo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const inlineLogo = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E';

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const redocOptions = {
  // The contract's Markdown is rendered through Redoc's sanitiser: no raw HTML in it can run script.
  sanitize: true,
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

/** A table of the error codes per status, appended to each operation's description (HTML, as the guides). */
function errorCodeTable(model: ContractModel, operation: OperationEntry): string {
  const rows = [...operationErrorCodes(model, operation)]
    .filter(([, codes]) => codes.length > 0)
    .map(([status, codes]) => [status, codes.map((code) => `[${code}](#tag/${errorsPage}/${code})`).join(', ')]);
  return rows.length === 0 ? '' : `\n\n${paragraph('**Error codes**')}\n${table(['Status', 'Codes'], rows)}\n`;
}

function readOptional(file: URL): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `docs_url` must land on the Errors page's anchor of its code, the heading Redoc derives for it. */
function checkDocsUrl(model: ContractModel): void {
  const template = extensionsOf('document', model.document).errorDocsUrl ?? '';
  if (!template.endsWith(`#tag/${errorsPage}/{code}`)) {
    const at = `/${extensionKey('document', 'errorDocsUrl')}`;
    model.fail(at, `must end with #tag/${errorsPage}/{code}, the reference's anchor of each code`);
  }
}

/** Guide pages: Redoc trait tags, shown before the operations and laid out at full width. */
export function guideTags(
  model: ContractModel,
  sandboxHelpers: ContractModel | undefined,
  changelog: string | undefined,
): TagObject[] {
  const guide = (name: string, description: string): TagObject => ({ name, description, 'x-traitTag': true });
  return [
    guide('Authentication', authenticationGuide(model)),
    guide('Pagination and filtering', paginationGuide(model)),
    guide(errorsPage, errorsGuide(model)),
    guide('Versioning and changes', versioningGuide(model, changelog)),
    ...(sandboxHelpers === undefined ? [] : [guide(sandboxHelpersTag, sandboxGuide(sandboxHelpers))]),
  ];
}

/** The contract as the reference shows it: samples and error-code tables per operation, guide pages. */
function docsContract(model: ContractModel, guides: TagObject[]): OpenAPIObject {
  const document = structuredClone(model.document);
  const samples = codeSamples(model);
  for (const operation of model.operations) {
    const target = document.paths![operation.path]![operation.method] as OperationObject;
    target.description = `${target.description ?? ''}${errorCodeTable(model, operation)}`.trim();
    target['x-codeSamples'] = samples.get(operation.id);
  }
  const sandbox = guides.filter((tag) => tag.name === sandboxHelpersTag);
  const pages = guides.filter((tag) => tag.name !== sandboxHelpersTag);
  document.tags = [...pages, ...(document.tags ?? []), ...sandbox];
  document['x-tagGroups'] = [
    { name: 'Guides', tags: pages.map((tag) => tag.name) },
    { name: 'Operations', tags: (model.document.tags ?? []).map((tag) => tag.name) },
    ...(sandbox.length > 0 ? [{ name: 'Sandbox', tags: [sandboxHelpersTag] }] : []),
  ];
  return document;
}

/** Where the rendered page's content policy lists the hashes of its own scripts. */
const scriptHashesSlot = '{{scriptHashes}}';

/**
 * The page with its content policy completed: the sha256 of each script it runs (Redoc and the start-up script),
 * so no other script runs, an inline event handler or an injected `<script>` included. Computed from the page
 * itself, so the same contract gives the same page.
 */
function withScriptHashes(page: string): string {
  const hashes = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
  if (!page.includes(scriptHashesSlot) || hashes.length === 0) throw new Error('docs.html.hbs: no script to allow');
  return page.replace(scriptHashesSlot, hashes.join(' '));
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The reference page for a contract, the sandbox helpers' document (when there is one) and the change log's text
 * (the Versioning page's; undefined before the first release).
 */
export function referencePage(
  model: ContractModel,
  helpers: ContractModel | undefined,
  changelog: string | undefined,
): string {
  const redoc = readFileSync(redocBundle, 'utf8')
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
    .replaceAll(cdnLogo, inlineLogo);
  checkDocsUrl(model);
  const guides = guideTags(model, helpers, changelog);
  return withScriptHashes(
    render('docs.html.hbs', {
      title: model.document.info.title,
      version: model.document.info.version,
      contract: scriptJson(docsContract(model, guides)),
      fullWidth: guides.map((tag) => `tag/${tag.name.replaceAll(' ', '-')}`),
      options: JSON.stringify(redocOptions),
      redoc,
      scriptHashes: scriptHashesSlot,
    }),
  );
}

/** What the reference is made from besides the contract: the helpers' document and the change log. */
export async function referenceSources(context: GenerationContext | undefined) {
  const helpers = await context?.document(sandboxHelpersEntry);
  return { helpers: helpers && createModel(helpers, sandboxHelpersEntry), changelog: readOptional(changelogFile) };
}

export const docsArtifact: ArtifactGenerator = {
  name: 'docs',
  outputs: ['docs/index.html'],
  async generate(model, context) {
    const { helpers, changelog } = await referenceSources(context);
    return [{ path: 'docs/index.html', contents: referencePage(model, helpers, changelog) }];
  },
};

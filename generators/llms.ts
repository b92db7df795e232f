// llms.txt and llms-full.txt beside the reference (generated/docs/, the llmstxt.org convention): the index names
// every guide page and operation with one line and a link to its anchor in the reference; the full file is the
// reference as Markdown. The guide pages as Markdown also go to the MCP server (packages/mcp/src/generated/
// guides.ts), which offers them as resources.
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { operationErrorCodes } from '@ausd/contract-model/error-codes';
import { extensionsOf } from '@ausd/contract-model/extensions';
import { guideTags, referenceSources } from './docs.js';
import { operationAnchor, typeText } from './docs-guides.js';
import { guideMarkdown } from './html-markdown.js';
import { referenceAddress } from './reference-url.js';

export interface GuidePage {
  /** The page's name in a URI (`pagination-and-filtering`). */
  name: string;
  title: string;
  /** The reference's anchor of the page. */
  anchor: string;
  markdown: string;
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const cell = (text: string) => oneLine(text).replaceAll('|', '\\|');

async function guidePages(model: ContractModel, reference: string, context: Parameters<typeof referenceSources>[0]) {
  const { helpers, changelog } = await referenceSources(context);
  return guideTags(model, helpers, changelog).map((tag): GuidePage => ({
    name: tag.name.toLowerCase().replaceAll(' ', '-'),
    title: tag.name,
    anchor: `#tag/${tag.name.replaceAll(' ', '-')}`,
    markdown: guideMarkdown(tag.description ?? '', reference),
  }));
}

function operationMarkdown(model: ContractModel, entry: OperationEntry, reference: string): string {
  const { summary, description } = entry.operation;
  const parameters = entry.parameters.map(({ value }) => [
    `\`${value.name}\``,
    value.in,
    value.required ? 'yes' : 'no',
    `\`${cell(typeText(model, value.schema as SchemaObject, 1, 8))}\``,
    cell(value.description ?? ''),
  ]);
  const body = entry.requestBody?.value.content['application/json']?.schema;
  const answers = entry.responses
    .filter((response) => response.status.startsWith('2'))
    .map((response) => {
      const [type, media] = Object.entries(response.value.content ?? {})[0] ?? [];
      const shape = media?.schema ? `\`${typeText(model, media.schema, 1, 8)}\`` : 'no body';
      return `- ${response.status} (${type ?? 'no content'}): ${shape}`;
    });
  const errors = [...operationErrorCodes(model, entry)].map(
    ([status, codes]) => `| ${status} | ${codes.map((code) => `\`${code}\``).join(', ')} |`,
  );
  return [
    `### ${summary ?? entry.id}`,
    `\`${entry.id}\`: \`${entry.method.toUpperCase()} ${entry.path}\`. [Reference](${reference}${operationAnchor(entry)})`,
    oneLine(description),
    ...(parameters.length === 0
      ? []
      : [
          [
            '| Parameter | In | Required | Type | Description |',
            '| --- | --- | --- | --- | --- |',
            ...parameters.map((row) => `| ${row.join(' | ')} |`),
          ].join('\n'),
        ]),
    ...(body === undefined ? [] : [`Request body: \`${typeText(model, body, 1, 8)}\``]),
    ['Answers:', ...answers].join('\n'),
    ...(errors.length === 0 ? [] : [['| Status | Error codes |', '| --- | --- |', ...errors].join('\n')]),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

export const llmsArtifact: ArtifactGenerator = {
  name: 'llms',
  outputs: ['docs/llms.txt', 'docs/llms-full.txt', 'guides.ts'],
  async generate(model, context) {
    const { info } = model.document;
    const reference = referenceAddress(extensionsOf('document', model.document).errorDocsUrl ?? '');
    const guides = await guidePages(model, reference, context);
    // `summary` is OpenAPI 3.1's, which the 3.0-shaped InfoObject type does not name.
    const head = [`# ${info.title}`, `> ${oneLine((info as { summary?: string }).summary)}`];
    const index = [
      ...head,
      `Version ${info.version}. The reference: ${reference}. Every operation below links to its section there.`,
      ['## Guides', ...guides.map((guide) => `- [${guide.title}](${reference}${guide.anchor})`)].join('\n'),
      [
        '## Operations',
        ...model.operations.map(
          (entry) =>
            `- [${entry.id}](${reference}${operationAnchor(entry)}): ${oneLine(entry.operation.summary)}, ` +
            `\`${entry.method.toUpperCase()} ${entry.path}\``,
        ),
      ].join('\n'),
      ['## Optional', `- [The reference as Markdown](${reference}llms-full.txt)`].join('\n'),
    ];
    const full = [
      ...head,
      `Version ${info.version}. The reference: ${reference}.`,
      (info.description ?? '').trim(),
      ...guides.map((guide) => `## ${guide.title}\n\n${guide.markdown}`),
      '## Operations',
      ...model.operations.map((entry) => operationMarkdown(model, entry, reference)),
    ];
    const guidesModule = [
      '// Generated by `ausd-api generate` from the bundled contract. Do not edit.',
      "// The reference's guide pages as Markdown, which the MCP server offers as resources.",
      '',
      `export const guides = ${JSON.stringify(guides, null, 2)} as const;`,
      '',
    ].join('\n');
    return [
      { path: 'docs/llms.txt', contents: `${index.join('\n\n')}\n` },
      { path: 'docs/llms-full.txt', contents: `${full.join('\n\n')}\n` },
      { path: 'guides.ts', contents: guidesModule },
    ];
  },
};

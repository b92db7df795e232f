// llms.txt and llms-full.txt beside the reference (llmstxt.org): one line per operation of the bundled contract
// with a link to its anchor in the reference, each guide page linked, and the full file the reference as Markdown.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideMarkdown } from '../../generators/html-markdown.js';

const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
  info: { title: string; summary: string };
  paths: Record<string, Record<string, { operationId: string; tags: string[]; summary: string }>>;
  'x-error-docs-url': string;
};
const reference = contract['x-error-docs-url'].replace(/#.*$/, '');
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'parameters')
    .map(([method, operation]) => ({ path, method, ...operation })),
);
const index = readFileSync('generated/docs/llms.txt', 'utf8');
const full = readFileSync('generated/docs/llms-full.txt', 'utf8');

describe('llms.txt', () => {
  it('opens with the title and the summary, as llmstxt.org asks', () => {
    expect(index.startsWith(`# ${contract.info.title}\n\n> ${contract.info.summary}\n`)).toBe(true);
  });

  it('has one line per operation, linking its anchor in the reference', () => {
    const lines = index.split('\n').filter((line) => line.includes('/operation/'));
    expect(lines).toEqual(
      operations.map(
        (op) =>
          `- [${op.operationId}](${reference}#tag/${op.tags[0]}/operation/${op.operationId}): ${op.summary}, ` +
          `\`${op.method.toUpperCase()} ${op.path}\``,
      ),
    );
  });

  it('links the full file beside it, which holds every operation and guide page', () => {
    expect(index).toContain(`(${reference}llms-full.txt)`);
    for (const op of operations)
      expect(full).toContain(`\`${op.operationId}\`: \`${op.method.toUpperCase()} ${op.path}\``);
    for (const page of ['Authentication', 'Pagination and filtering', 'Errors'])
      expect(full).toContain(`\n## ${page}\n`);
    // Outside code spans, which may show a placeholder such as `<code>`.
    expect(full.replace(/`[^`]*`/g, '')).not.toMatch(/<\/?(p|div|table|code|strong|ul|ol|li|svg)\b/);
  });
});

describe('guide pages as Markdown', () => {
  it('turns the reference page HTML into Markdown, anchors made absolute', () => {
    const page = [
      '<div>\n<p>See <a href="#tag/Errors/x">x</a> and <strong>this</strong> &amp; <code>a&lt;b</code>.</p>\n</div>',
      '## Steps',
      '<div>\n<ol><li>One<pre><code>{"a": 1}</code></pre></li><li>Two</li></ol>\n' +
        '<table><thead><tr><th>A</th><th>B</th><th>C</th></tr></thead><tbody><tr><td>1|2</td><td>x<br>y/<wbr>z</td><td>w</td></tr></tbody></table>\n</div>',
    ].join('\n\n');
    expect(guideMarkdown(page, 'https://docs.example/ref/')).toBe(
      [
        'See [x](https://docs.example/ref/#tag/Errors/x) and **this** & `a<b`.',
        '### Steps',
        '1. One\n\n   ```\n   {"a": 1}\n   ```\n2. Two',
        '| A | B | C |\n| --- | --- | --- |\n| 1\\|2 | x<br>y/z | w |',
      ].join('\n\n'),
    );
  });
});

describe('the Errors page', () => {
  it("lists ErrorBody's fields, which every error carries", () => {
    const fields = Object.keys(
      (contract as unknown as { components: { schemas: { ErrorBody: { properties: object } } } }).components.schemas
        .ErrorBody.properties,
    );
    expect(fields).toEqual(expect.arrayContaining(['code', 'message', 'docs_url', 'context']));
    for (const field of fields) expect(full).toMatch(new RegExp(`^\\| \`${field}\` \\|`, 'm'));
  });
});

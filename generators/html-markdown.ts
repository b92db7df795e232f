// The reference's guide pages as Markdown, for llms-full.txt and the MCP server's resources. A page is Markdown
// headings around HTML blocks written by generators/docs-html.ts, so only that small set of elements is read:
// p, div, h3, h4, strong, code, pre, a, ul, ol, li, table, br; the sequence picture (svg) is left out, its steps being the
// list beside it. Links to the reference's own anchors become absolute, against the reference's address.

interface Element {
  tag: string;
  attributes: Record<string, string>;
  children: Node[];
}
type Node = string | Element;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);
const voidTags = new Set(['br', 'col', 'wbr', 'img', 'hr']);

function parse(html: string): Node[] {
  const root: Element = { tag: '', attributes: {}, children: [] };
  const open: Element[] = [root];
  for (const [, text, close, tag, attributes] of html.matchAll(/([^<]+)|<(\/?)([a-z0-9]+)([^>]*)>/gi)) {
    const current = open.at(-1)!;
    if (text !== undefined) current.children.push(decode(text));
    else if (close) open.pop();
    else {
      const element: Element = {
        tag: tag!.toLowerCase(),
        attributes: Object.fromEntries(
          [...attributes!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => [name!, decode(value!)]),
        ),
        children: [],
      };
      current.children.push(element);
      if (!voidTags.has(element.tag) && !attributes!.trim().endsWith('/')) open.push(element);
    }
  }
  return root.children;
}

const textOf = (nodes: Node[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');

function inline(nodes: Node[], link: (href: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node.replace(/\s+/g, ' ');
      const inner = () => inline(node.children, link);
      switch (node.tag) {
        case 'strong':
          return `**${inner()}**`;
        case 'code':
          return `\`${textOf(node.children)}\``;
        case 'a':
          return `[${inner()}](${link(node.attributes.href ?? '')})`;
        case 'br':
          return '<br>';
        case 'svg':
          return '';
        default:
          return inner();
      }
    })
    .join('');
}

const cell = (text: string) => text.trim().replaceAll('|', '\\|');

function blocks(nodes: Node[], link: (href: string) => string): string[] {
  const out: string[] = [];
  let run: Node[] = [];
  const flush = () => {
    const text = inline(run, link).trim();
    if (text !== '') out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !['div', 'p', 'pre', 'ul', 'ol', 'table', 'h3', 'h4'].includes(node.tag)) {
      run.push(node);
      continue;
    }
    flush();
    if (node.tag === 'p') {
      run = node.children;
      flush();
    } else if (node.tag === 'h3' || node.tag === 'h4') {
      // A page's `##` headings become `###`, so its `<h3>` and `<h4>` come one level below them.
      out.push(`${'#'.repeat(Number(node.tag[1]) + 1)} ${inline(node.children, link).trim()}`);
    } else if (node.tag === 'div') out.push(...blocks(node.children, link));
    else if (node.tag === 'pre') out.push(`\`\`\`\n${textOf(node.children).trimEnd()}\n\`\`\``);
    else if (node.tag === 'table') out.push(table(node, link));
    else out.push(list(node, link));
  }
  flush();
  return out;
}

function list(node: Element, link: (href: string) => string): string {
  const items = node.children.filter((child): child is Element => typeof child !== 'string' && child.tag === 'li');
  return items
    .map((item, index) => {
      const marker = node.tag === 'ol' ? `${index + 1}. ` : '- ';
      const body = blocks(item.children, link).join('\n\n');
      return marker + body.replace(/\n(?!\n)/g, `\n${' '.repeat(marker.length)}`);
    })
    .join('\n');
}

function table(node: Element, link: (href: string) => string): string {
  const rows: string[][] = [];
  const walk = (nodes: Node[]) => {
    for (const child of nodes) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr')
        rows.push(
          child.children.filter((c): c is Element => typeof c !== 'string').map((c) => cell(inline(c.children, link))),
        );
      else walk(child.children);
    }
  };
  walk(node.children);
  const [head = [], ...body] = rows;
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

/**
 * A guide page as Markdown, its headings one level down (`##` → `###`) so the page's title can head it;
 * `reference` is the reference's address, which anchors (`#tag/…`) are resolved against.
 */
export function guideMarkdown(page: string, reference: string): string {
  const link = (href: string) => (href.startsWith('#') ? `${reference}${href}` : href);
  return page
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) =>
      chunk.startsWith('<') ? blocks(parse(chunk), link).join('\n\n') : chunk.replace(/^(#+) /gm, '#$1 '),
    )
    .join('\n\n');
}

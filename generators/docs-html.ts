// HTML for the guide pages of the reference. Redoc renders a page's Markdown several times over (once to find
// its headings, then each section), and Markdown tables and paragraphs cost it an inline parse per cell; an HTML
// block is passed through whole. So the pages keep Markdown only for their `##` headings (each is a menu entry,
// an anchor and a search hit) and write everything between them as one HTML block.

/** Text as HTML, safe as an element's text and inside a quoted attribute value alike. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A link target the pages may carry (already HTML-escaped): an anchor, a path or a web address, no other scheme. */
const SAFE_HREF = /^(?:#|\/(?!\/)|https?:\/\/|mailto:|[^:]*$)/i;

/** A Markdown link as HTML; a target with another scheme (`javascript:`) leaves the text alone, unlinked. */
const link = (_match: string, text: string, href: string) =>
  SAFE_HREF.test(href) ? `<a href="${href}">${text}</a>` : text;

/**
 * The inline Markdown of the contract's descriptions and of the pages' own lines: code spans, bold, links. Every
 * character of the text is escaped first, so nothing in it (a quote in a link target included) becomes markup.
 */
export function inline(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`')
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part)
            .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
            .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, link),
    )
    .join('')
    .replace(/\[(<code>[^<]*<\/code>)\]\(([^)\s]+)\)/g, link);
}

export const paragraph = (text: string) => `<p>${inline(text)}</p>`;

/** A table cell: inline Markdown (lines joined with `<br>` stay lines), or HTML as it is. */
export type Cell = string | { html: string };

const cellHtml = (content: Cell) =>
  typeof content === 'string' ? content.split('<br>').map(inline).join('<br>') : content.html;

/** A table; widths in percent of the page's width. */
export function table(head: string[], rows: Cell[][], widths?: number[]): string {
  const columns = widths
    ? `<colgroup>${widths.map((width) => `<col style="width:${width}%">`).join('')}</colgroup>`
    : '';
  const header = head.map((name) => `<th>${inline(name)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((content) => `<td>${cellHtml(content)}</td>`).join('')}</tr>`).join('');
  return `<table>${columns}<thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>`;
}

export function list(items: string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
}

export const code = (text: string) => `<pre><code>${escapeHtml(text)}</code></pre>`;

/**
 * The text between two headings: one HTML block (no blank line inside, so Markdown passes it through),
 * its parts on lines of their own.
 */
export function block(...parts: string[]): string {
  const html = parts.filter((part) => part !== '').join('\n');
  if (/\n\s*\n/.test(html)) throw new Error('a guide block must not contain a blank line');
  return `<div>\n${html}\n</div>`;
}

/** A page: its lead block, then `## heading` and block pairs. */
export function page(lead: string, sections: [heading: string, block: string][]): string {
  return [lead, ...sections.flatMap(([heading, content]) => [`## ${heading}`, content])].join('\n\n') + '\n';
}

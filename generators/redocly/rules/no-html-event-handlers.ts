// No raw HTML event handler (`onerror=`, `onmouseover=`, …) in a description or any other text the reference renders
// as Markdown. Redocly's `no-unsafe-markdown` stops reading a tag at its first `>`, so `<img alt=">" src=x
// onerror=…>` passes it; this rule reads each tag's attributes as a browser does, quoted values and all.
import type { Oas3Rule } from '@redocly/openapi-core';
import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';

/** Keys whose string value the reference renders as Markdown (or HTML). */
const markdownFields = new Set(['description', 'summary', 'title']);
/** The document's extension whose values the reference's guide pages render: the query rules' messages. */
const queryRulesKey = extensionKey('document', 'queryRules');

const TAG_START = /<[A-Za-z][^\s/>]*/g;
const SPACE = /[\s/]/;

/** The event-handler attribute names (`on…`) of every HTML tag in `text`. */
export function eventHandlerAttributes(markdown: string): string[] {
  // A code span shows its text as written: nothing in it is a tag.
  const text = markdown.replace(/(`+)[^`][\s\S]*?\1/g, '');
  const found: string[] = [];
  for (const match of text.matchAll(TAG_START)) {
    let at = match.index + match[0].length;
    while (at < text.length && text[at] !== '>') {
      if (SPACE.test(text[at]!)) {
        at++;
        continue;
      }
      const start = at;
      while (at < text.length && !SPACE.test(text[at]!) && text[at] !== '>' && (text[at] !== '=' || at === start)) at++;
      const name = text.slice(start, at);
      if (/^on/i.test(name)) found.push(name);
      while (at < text.length && /\s/.test(text[at]!)) at++;
      if (text[at] !== '=') continue;
      at++;
      while (at < text.length && /\s/.test(text[at]!)) at++;
      const quote = text[at];
      if (quote === '"' || quote === "'") {
        const end = text.indexOf(quote, at + 1);
        at = end === -1 ? text.length : end + 1;
      } else while (at < text.length && !/[\s>]/.test(text[at]!)) at++;
    }
  }
  return found;
}

const noHtmlEventHandlers: Oas3Rule = () => ({
  any(node: unknown, ctx) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const texts: [path: string[], text: unknown][] = Object.entries(node)
      .filter(([key]) => markdownFields.has(key))
      .map(([key, text]) => [[key], text]);
    const queryRules = ctx.type.name === 'Root' ? extensionsOf('document', node).queryRules : undefined;
    if (typeof queryRules === 'object' && queryRules !== null)
      for (const [id, message] of Object.entries(queryRules)) texts.push([[queryRulesKey, id], message]);
    for (const [path, text] of texts) {
      if (typeof text !== 'string') continue;
      const handlers = eventHandlerAttributes(text);
      if (handlers.length === 0) continue;
      ctx.report({
        message: `${path.join('/')} holds the HTML event handler ${handlers.join(', ')}: the reference would run it. Write the text without raw HTML attributes starting with "on".`,
        location: ctx.location.child(path),
      });
    }
  },
});

export default noHtmlEventHandlers;

// The guide pages' inline Markdown: every value is escaped before it becomes HTML, link targets included.
import { describe, expect, it } from 'vitest';
import { escapeHtml, inline } from '../../generators/docs-html.js';

describe('guide HTML', () => {
  it('keeps a quote in a link target inside the href, and links no other scheme than the web and anchors', () => {
    expect(inline('[see](#"onmouseover="x")')).toBe('<a href="#&quot;onmouseover=&quot;x&quot;">see</a>');
    expect(inline('[run](javascript:alert(1))')).toBe('run)');
    expect(inline('[Errors](#tag/Errors) and [spec](https://example.com/a?b=1&c=2)')).toBe(
      '<a href="#tag/Errors">Errors</a> and <a href="https://example.com/a?b=1&amp;c=2">spec</a>',
    );
  });

  it('escapes markup and both quotes in text and code spans', () => {
    expect(escapeHtml(`<img alt=">" onerror='x'>&`)).toBe('&lt;img alt=&quot;&gt;&quot; onerror=&#39;x&#39;&gt;&amp;');
    expect(inline('`<b>` and <i onmouseover="x">')).toBe(
      '<code>&lt;b&gt;</code> and &lt;i onmouseover=&quot;x&quot;&gt;',
    );
  });
});

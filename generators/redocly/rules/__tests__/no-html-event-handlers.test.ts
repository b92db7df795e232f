import { describe, expect, it } from 'vitest';
import { lintWithRule } from './support/lint-rule.js';

const document = (description: string, message = 'Unknown parameter.') => `
openapi: 3.1.0
info: { title: t, version: '1' }
x-query-rules:
  unknown_parameter: ${JSON.stringify(message)}
paths:
  /things:
    get:
      operationId: getThings
      description: ${JSON.stringify(description)}
      responses:
        '200': { description: ok }
`;

describe('ausd/no-html-event-handlers', () => {
  it('reports an event handler behind a quoted ">" (the alt trick) and one in a query rule message', async () => {
    expect(
      await lintWithRule('no-html-event-handlers', document('Hi <img alt=">" src="x" onerror="alert(1)">')),
    ).toEqual([
      {
        message:
          'description holds the HTML event handler onerror: the reference would run it. Write the text without raw HTML attributes starting with "on".',
        pointer: '#/paths/~1things/get/description',
      },
    ]);
    expect(
      await lintWithRule(
        'no-html-event-handlers',
        document('Plain.', 'See <a href=#x\nOnMouseOver=alert(1)>here</a>.'),
      ),
    ).toEqual([
      {
        message:
          'x-query-rules/unknown_parameter holds the HTML event handler OnMouseOver: the reference would run it. Write the text without raw HTML attributes starting with "on".',
        pointer: '#/x-query-rules/unknown_parameter',
      },
    ]);
    expect(await lintWithRule('no-html-event-handlers', document('<svg/onload=alert(1)>'))).toHaveLength(1);
  });

  it('accepts Markdown, harmless HTML and the word "on" in text or in a quoted value', async () => {
    const text = 'Turn it on=off? <b>Bold</b>, <a href="#x" title="onerror=1">link</a>, `<img onerror=x>` in prose.';
    expect(await lintWithRule('no-html-event-handlers', document(text))).toEqual([]);
  });
});

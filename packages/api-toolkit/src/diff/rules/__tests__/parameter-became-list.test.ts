// parameter-became-list: a single-value parameter now takes a list of the same values: info (one value is written
// as before); the values are compared with the list's items. A list becoming a single value stays breaking.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, listOrders } from './support/pair.js';

const at = '/paths/~1orders/get/parameters/0/schema';
const single = (doc: Doc) => (listOrders(doc).parameters[0].schema = { type: ['string', 'number'] });
const list = (doc: Doc) =>
  (listOrders(doc).parameters[0].schema = { type: 'array', items: { type: ['string', 'number'] } });

describe('parameter-became-list', () => {
  it('reports: a string-or-number limit now takes a list of them', async () => {
    expect(await changes(list, { base: single })).toEqual([
      ['parameter-became-list', 'info', "Parameter 'limit' now takes a list of values."],
    ]);
  });

  // Query values are text: an integer sent before is the text of one string item.
  it('reports only the list: a string-or-integer limit now takes a list of strings', async () => {
    const base = (d: Doc) => (listOrders(d).parameters[0].schema = { type: ['string', 'integer'] });
    const strings = (d: Doc) => (listOrders(d).parameters[0].schema = { type: 'array', items: { type: 'string' } });
    expect(await changes(strings, { base })).toEqual([
      ['parameter-became-list', 'info', "Parameter 'limit' now takes a list of values."],
    ]);
  });

  it('reports, with the narrowed items: a list of integers refuses the strings sent before', async () => {
    const base = (d: Doc) => (listOrders(d).parameters[0].schema = { type: ['string', 'integer'] });
    const integers = (d: Doc) => (listOrders(d).parameters[0].schema = { type: 'array', items: { type: 'integer' } });
    expect(await changes(integers, { base })).toEqual([
      ['parameter-became-list', 'info', "Parameter 'limit' now takes a list of values."],
      ['type-narrowed', 'breaking', `Type string is no longer accepted at ${at}/items.`],
    ]);
  });

  it('reports, with the narrowed items: strings of a pattern need not accept the numbers sent before', async () => {
    const patterned = (d: Doc) =>
      (listOrders(d).parameters[0].schema = { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } });
    expect(await changes(patterned, { base: single })).toEqual([
      ['constraint-narrowed', 'breaking', `${at}/items accepts less: pattern none → ^[a-z]+$.`],
      ['parameter-became-list', 'info', "Parameter 'limit' now takes a list of values."],
      ['type-narrowed', 'breaking', `Type number is no longer accepted at ${at}/items.`],
    ]);
  });

  it('does not report: the list becoming a single value again (breaking), or a deepObject parameter', async () => {
    expect(await changes(single, { base: list })).toEqual([
      ['constraint-widened', 'info', `${at} accepts more: items removed.`],
      ['type-narrowed', 'breaking', `Type array is no longer accepted at ${at}.`],
      ['type-widened', 'info', `${at} now also accepts string, number.`],
    ]);
    const deep = (doc: Doc) => (listOrders(doc).parameters[0].style = 'deepObject');
    expect(
      await changes(
        (d) => {
          deep(d);
          list(d);
        },
        {
          base: (d) => {
            deep(d);
            single(d);
          },
        },
      ),
    ).toEqual([
      ['constraint-narrowed', 'breaking', `${at} accepts less: items added.`],
      ['type-narrowed', 'breaking', `Type string, number is no longer accepted at ${at}.`],
      ['type-widened', 'info', `${at} now also accepts array.`],
    ]);
  });
});

// version-not-bumped: `info.version` does not follow the changes: warning.
import { describe, expect, it } from 'vitest';
import { changes, type Doc, getOrder } from './support/pair.js';

const removeGetOrder = (doc: Doc) => delete doc.paths['/orders/{orderId}'].get;
const addFilter = (doc: Doc) =>
  getOrder(doc).parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } });
/** The changes when `edit` goes from version `base` to version `head`. */
const released = (base: string, head: string, edit: (doc: Doc) => void) =>
  changes(
    (doc) => {
      edit(doc);
      doc.info.version = head;
    },
    { base: (doc) => (doc.info.version = base) },
  );
const removed = ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'];
const added = ['parameter-added', 'info', "New optional query parameter 'region'."];

describe('version-not-bumped', () => {
  it('reports: a breaking change published as a patch', async () => {
    expect(
      await changes((d) => {
        delete d.paths['/orders/{orderId}'].get;
        d.info.version = '1.0.1';
      }),
    ).toEqual([
      ['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.'],
      [
        'version-not-bumped',
        'warning',
        'info.version 1.0.0 → 1.0.1: the changes call for a major bump (breaking changes), at least 2.0.0.',
      ],
    ]);
  });

  it('does not report: the same change published as a major version', async () => {
    expect(
      await changes((d) => {
        delete d.paths['/orders/{orderId}'].get;
        d.info.version = '2.0.0';
      }),
    ).toEqual([['operation-removed', 'breaking', 'GET /orders/{orderId} was removed.']]);
  });

  it('reports: 0.x numbering (breaking is a minor bump), an addition as a patch, a version that is no semver', async () => {
    expect(await released('0.1.0-beta', '0.1.1-beta', removeGetOrder)).toEqual([
      removed,
      [
        'version-not-bumped',
        'warning',
        'info.version 0.1.0-beta → 0.1.1-beta: the changes call for a minor bump (breaking changes while 0.x), ' +
          'at least 0.2.0-beta.',
      ],
    ]);
    expect(await released('1.2.0', '1.2.1', addFilter)).toEqual([
      added,
      [
        'version-not-bumped',
        'warning',
        'info.version 1.2.0 → 1.2.1: the changes call for a minor bump (compatible changes), at least 1.3.0.',
      ],
    ]);
    expect(await released('0.1.0', 'beta-2', removeGetOrder)).toEqual([
      removed,
      [
        'version-not-bumped',
        'warning',
        'info.version 0.1.0 → beta-2 is not semantic versioning; the changes call for a minor bump ' +
          '(breaking changes while 0.x), at least 0.2.0.',
      ],
    ]);
  });

  it('does not report: 0.x numbering followed, and an edit no rule classifies', async () => {
    expect(await released('0.1.0-beta', '0.2.0-beta', removeGetOrder)).toEqual([removed]);
    expect(await released('0.1.0', '0.1.1', addFilter)).toEqual([added]);
    expect(await released('1.2.0', '1.2.0', (doc) => (doc.info.description = 'Orders.'))).toEqual([]);
  });
});

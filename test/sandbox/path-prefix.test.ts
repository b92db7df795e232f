// underCommonPrefix: which requests belong to a document, told by the path segments its operations share.
import { describe, expect, it } from 'vitest';
import { underCommonPrefix } from '../../packages/sandbox/src/http/path-prefix.js';
import { operationRoutes as helperRoutes } from '../../packages/sandbox/src/generated/helpers/operation-routes.js';

describe('underCommonPrefix', () => {
  const under = underCommonPrefix(['/sandbox/clock', '/sandbox/api-keys/{keyId}/pause']);

  it('takes the shared segments and every path below them', () => {
    expect(under('/sandbox')).toBe(true);
    expect(under('/sandbox/routes/unknown')).toBe(true);
  });

  it('takes no path that only shares letters of a segment, or lies elsewhere', () => {
    expect(under('/sandboxes')).toBe(false);
    expect(under('/v0/accounts')).toBe(false);
  });

  it('takes nothing for no paths', () => {
    expect(underCommonPrefix([])('/sandbox')).toBe(false);
  });

  it("the helpers document's operations share /sandbox", () => {
    const helpers = underCommonPrefix(Object.values(helperRoutes).map((route) => route.path));
    expect(helpers('/sandbox/clock')).toBe(true);
    expect(helpers('/v0/routes')).toBe(false);
  });
});

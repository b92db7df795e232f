// JSON pointers (RFC 6901): a name written into a pointer reads back as itself, `~` and `/` escaped; a `$ref`'s
// percent-encoding (it is a URI fragment) is decoded. Plain names take a shorter path, which must agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPointer, pointerSegments } from '../../packages/contract-model/src/pointer.js';

describe('JSON pointers', () => {
  it('escape ~ and / and leave other names as they are', () => {
    expect(jsonPointer('paths', '/v0/routes/{routeId}', 'get')).toBe('/paths/~1v0~1routes~1{routeId}/get');
    expect(jsonPointer('a~b', 'x-~1', 0)).toBe('/a~0b/x-~01/0');
    expect(jsonPointer()).toBe('');
  });

  it('read back every name without a percent sign, ~ and / included', () => {
    const name = fc.string({ unit: fc.constantFrom('a', '~', '/', '0', '1', ' ', 'é', '{') });
    fc.assert(
      fc.property(fc.array(name), (names) => {
        expect(pointerSegments(jsonPointer(...names))).toEqual(names);
      }),
    );
  });

  it('decode the percent-encoding and the escapes of a reference', () => {
    expect(pointerSegments('#/components/schemas/Caf%C3%A9')).toEqual(['components', 'schemas', 'Café']);
    expect(pointerSegments('#/a~1b/c~01/%7E1')).toEqual(['a/b', 'c~1', '/']);
    expect(pointerSegments('#')).toEqual([]);
  });
});

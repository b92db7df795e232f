import type { ResponseCheck } from '../check-helpers/check.js';
import { mediaType } from '../http/exchange.js';
import { documentedResponse } from '../contract/operations.js';

export const contentType: ResponseCheck = {
  kind: 'response',
  name: 'content_type',
  severity: 'major',
  summary: 'The Content-Type is the media type documented for the status (and an empty body where none is).',
  inspect({ spec, response }, op) {
    if (!op || spec.documented === false || !response) return undefined;
    const documented = documentedResponse(op, response.status);
    if (!documented) return undefined;
    const actual = mediaType(response);
    if (documented.contentType === undefined) {
      return response.text.length === 0
        ? true
        : {
            message: `expected an empty body, got ${actual ?? 'no content type'} with ${response.text.length} bytes`,
            where: 'content',
          };
    }
    if (actual === documented.contentType) return true;
    return {
      message: `Content-Type is ${actual ?? 'absent'}, documented ${documented.contentType}`,
      where: `responses/${response.status}/content`,
    };
  },
};

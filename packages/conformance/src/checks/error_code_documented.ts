import type { ResponseCheck } from '../check-helpers/check.js';
import { documentedResponse } from '../contract/operations.js';

export const errorCodeDocumented: ResponseCheck = {
  kind: 'response',
  name: 'error_code_documented',
  severity: 'major',
  summary: "An error's `code` is one the operation documents for that status.",
  inspect({ spec, response }, op) {
    if (!op || spec.documented === false || !response || response.status < 400) return undefined;
    const documented = documentedResponse(op, response.status);
    if (!documented || documented.codes.length === 0) return undefined;
    const code = (response.json as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && documented.codes.includes(code)) return true;
    return {
      message: `code ${JSON.stringify(code)} is not documented for ${response.status} (allowed: ${documented.codes.join(', ')})`,
      where: `responses/${response.status}/code`,
    };
  },
};

import type { ResponseCheck } from '../check-helpers/check.js';
import { documentedResponse } from '../contract/operations.js';

export const statusDocumented: ResponseCheck = {
  kind: 'response',
  name: 'status_documented',
  severity: 'major',
  summary: 'Every response status is one the contract documents for the operation.',
  inspect({ spec, response }, op) {
    if (!op || spec.documented === false || !response) return undefined;
    if (documentedResponse(op, response.status)) return true;
    return {
      message: `status ${response.status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`,
      where: `responses/${response.status}`,
    };
  },
};

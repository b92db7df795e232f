// An unknown id answered 404 with the code of another status (the 401 code) instead of its `x-not-found` code.
import { errorRoles } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import type { Json } from './helpers/request.js';
import { rewriteBody } from './helpers/response.js';

export const wrongErrorCode = defineFault({
  id: 'wrong_error_code',
  detectedBy: 'error_code_documented',
  inject: () => ({
    onResult: (context, result) =>
      rewriteBody(result, (body) => {
        const error = body as Json;
        const notFound = context.operation.parameters.some((p) => 'notFoundCode' in p && p.notFoundCode === error.code);
        if (result.status === 404 && notFound) error.code = errorRoles.unauthenticated;
        return body;
      }),
  }),
});

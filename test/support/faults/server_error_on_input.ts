// A crash on a timestamp without a zone: the classic input a parser forgot, answered 500.
import { errorRoles } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { decoded, queryPairs } from './helpers/request.js';

const ZONELESS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

export const serverErrorOnInput = defineFault({
  id: 'server_error_on_input',
  detectedBy: 'no_server_error',
  inject: () => ({
    beforeHandler: (context) =>
      queryPairs(context.raw.req).some(({ value }) => ZONELESS.test(decoded(value)))
        ? context.error(errorRoles.internal)
        : undefined,
  }),
});

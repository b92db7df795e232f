// Route bodies checked by a schema validator that knows the currency and chain sets: every route rule the service
// has its own code for (`x-route-rules`) comes back as a plain validation error.
import { errorRoles, operations, routeRules } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is, type Json } from './helpers/request.js';
import { errorBody, rewriteJson } from './helpers/response.js';

/** The body field each rejection is about, as a validator would name it. */
const fields: Record<keyof typeof routeRules.rejections, string> = {
  chain: 'to.chain',
  currency: 'currency',
  direction: 'from',
};

export const routeRulesAsParameterInvalid = defineFault({
  id: 'route_rules_as_parameter_invalid',
  detectedBy: 'stateful_route_rejections',
  writes: true,
  inject: () => (req, res) =>
    rewriteJson(res, (body) => {
      const error = body as Json;
      const rule = (Object.keys(fields) as (keyof typeof fields)[]).find(
        (name) => routeRules.rejections[name] === error.code,
      );
      if (!is(req, operations.createRoute) || res.statusCode !== 400 || rule === undefined) return body;
      return errorBody(errorRoles.validation, { issues: [{ field: fields[rule], message: String(error.message) }] });
    }),
});

// Route bodies checked by a schema validator that knows the currency and chain sets: every route rule the service
// has its own code for (`x-route-rules`) comes back as a plain validation error.
import { operations, routeRules } from '../../../packages/contract-facts/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import type { Json } from './helpers/request.js';

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
  inject: () => ({
    onResult: (context, result) => {
      const error = (result.body ?? {}) as Json;
      const rule = (Object.keys(fields) as (keyof typeof fields)[]).find(
        (name) => routeRules.rejections[name] === error.code,
      );
      if (context.operation !== operations.createRoute || result.status !== 400 || rule === undefined) return result;
      return context.invalid([{ field: fields[rule], message: String(error.message) }]);
    },
  }),
});

// Deposit instructions in the order the chains were configured (newest first) rather than alphabetical.
import type { Route } from '../../../packages/client/src/generated/types.js';
import { defineFault } from './helpers/fault.js';
import { everyObject, rewriteBody } from './helpers/response.js';

const INSTRUCTIONS: keyof Route = 'instructions';

export const unsortedInstructions = defineFault({
  id: 'unsorted_instructions',
  detectedBy: 'route_instructions',
  inject: () => ({
    onResult: (_context, result) =>
      rewriteBody(result, (body) =>
        everyObject(body, (o) => {
          const instructions = o[INSTRUCTIONS];
          if (Array.isArray(instructions) && instructions.length > 1) instructions.reverse();
        }),
      ),
  }),
});

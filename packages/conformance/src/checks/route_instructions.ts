// The rules of route instructions no schema states: deposit instructions one per chain in alphabetical order, none
// for a removed destination chain (the contract's `x-removed-destination-chains`), and no route to such a chain in
// any answer. The contract does not name the field carrying an instruction's chain: it is the field whose value is
// a network identifier, and the order rules are checked only where instructions carry one.
import type { Contract } from '../contract/contract.js';
import { deref, type JsonSchema } from '../contract/contract.js';
import { verdictOf, type Problem, type ResponseCheck } from '../check-helpers/check.js';
import { eachObject, type JsonObject } from '../check-helpers/json-tree.js';

const networksOf = new WeakMap<Contract, string[]>();

function routeFacts(contract: Contract): { removed: readonly string[]; networks: string[] } {
  let networks = networksOf.get(contract);
  if (!networks) {
    const schemas = (contract.document.components as JsonSchema).schemas as JsonSchema;
    networks = (deref(contract, schemas.NetworkId).enum as string[] | undefined) ?? [];
    networksOf.set(contract, networks);
  }
  return { removed: contract.removedDestinationChains, networks };
}

const isRoute = (object: JsonObject) =>
  Array.isArray(object.instructions) && typeof object.from === 'object' && typeof object.to === 'object';

export const routeInstructions: ResponseCheck = {
  kind: 'response',
  name: 'route_instructions',
  severity: 'major',
  summary:
    'Deposit instructions: one per chain, alphabetical by chain, none for a removed destination chain; no route to a removed chain is returned.',
  inspect({ response }, _op, ctx) {
    if (response?.json === undefined || response.status >= 300) return undefined;
    const { removed, networks } = routeFacts(ctx.contract);
    const problems: Problem[] = [];
    let routes = 0;
    eachObject(response.json, (route, pointer) => {
      if (!isRoute(route)) return;
      routes += 1;
      const to = route.to as JsonObject;
      if (typeof to.chain === 'string' && removed.includes(to.chain)) {
        problems.push({
          message: `${pointer}: a route to the removed destination chain ${to.chain} is returned`,
          where: `${pointer}/to/chain`,
        });
      }
      const chains = (route.instructions as unknown[]).map((instruction) =>
        Object.values((instruction ?? {}) as JsonObject).find(
          (v): v is string => typeof v === 'string' && networks.includes(v),
        ),
      );
      chains.forEach((chain, index) => {
        if (chain && removed.includes(chain))
          problems.push({
            message: `${pointer}/instructions/${index}: an instruction for the removed chain ${chain}`,
            where: `${pointer}/instructions/${index}`,
          });
        const previous = chains[index - 1];
        if (chain && previous && chain <= previous) {
          const rule =
            chain === previous
              ? `two instructions for ${chain}`
              : `${chain} after ${previous}: not alphabetical by chain`;
          problems.push({
            message: `${pointer}/instructions/${index}: ${rule}`,
            where: `${pointer}/instructions/${index}`,
          });
        }
      });
    });
    if (routes === 0) return undefined;
    return verdictOf(problems);
  },
};

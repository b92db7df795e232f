// Which operation of the contract a request that passed through the proxy exercised: the router's own route
// table (runtime/middleware/route-table.ts), so the proxy and the deployment's router agree on it.
import { RouteTable } from '@ausd/contract-facts/route-table';
import type { OperationSpec } from '@ausd/contract-facts/operation';

export function operationMatcher(
  operations: readonly OperationSpec[],
): (method: string, path: string) => OperationSpec | undefined {
  const routes = new RouteTable(operations.map((spec) => ({ spec })));
  return (method, path) => {
    const match = routes.match(method, path);
    return match.kind === 'operation' ? match.operation.spec : undefined;
  };
}

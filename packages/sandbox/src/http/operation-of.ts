// Which operation of the contract a request addresses, for the sandbox pieces mounted in front of the API router
// (simulated failures, evolving errors): the router's own route table over the generated operations.
import { operations } from '@ausd/express/operations';
import { RouteTable } from '@ausd/express/runtime/route-table';
import type { OperationSpec } from '@ausd/express/runtime/operation';

const routes = new RouteTable(Object.values(operations as Record<string, OperationSpec>).map((spec) => ({ spec })));

/** The operation at this method and path, or undefined (an unknown path, or a method the path does not define). */
export function operationOf(method: string, path: string): OperationSpec | undefined {
  const match = routes.match(method, path);
  return match.kind === 'operation' ? match.operation.spec : undefined;
}

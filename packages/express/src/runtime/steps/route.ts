// Step 1: method and path → operation, or the contract's 404 and 405 answers.
import type { Request, Response } from 'express';
import type { RouteMatch, RouteTable } from '../route-table.js';
import type { RouterCore } from './router-core.js';

/** The matched operation; undefined once the 404 or 405 is written. */
export function route<Principal>(
  core: RouterCore<Principal>,
  table: RouteTable,
  req: Request,
  res: Response,
): Extract<RouteMatch, { kind: 'operation' }> | undefined {
  const { errors, contract } = core;
  const url = req.url;
  const mark = url.indexOf('?');
  const match = table.match(req.method, mark === -1 ? url : url.slice(0, mark));
  if (match.kind === 'not_found') {
    errors.send(res, 404, errors.body(contract.errorRoles.unknownPath));
    return undefined;
  }
  if (match.kind === 'method_not_allowed') {
    const { unsupportedMethod } = contract;
    const message = `${req.method} is not an operation of this path; it accepts ${match.allow}.`;
    const answer = errors.body(unsupportedMethod.code, undefined, message);
    errors.send(res, unsupportedMethod.status, answer, { [unsupportedMethod.header]: match.allow });
    return undefined;
  }
  return match;
}

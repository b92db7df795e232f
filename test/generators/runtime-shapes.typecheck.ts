// Compile-time check, run by `npm run typecheck`: shapes the client's and the router's runtimes each state, since
// neither package depends on the other, stay the same. The issue each lists in `context.issues` is the contract's
// `ParameterIssue`, in both documents the pipeline generates from (the contract and the sandbox's test helpers); an
// operation's route and credential role are one shape. Changing one side alone fails here.
import type { ParameterIssue } from '../../packages/client/src/generated/types.js';
import type { ErrorIssue } from '../../packages/client/src/runtime/errors.js';
import type * as ClientRoute from '../../packages/client/src/runtime/operation-route.js';
import type * as RouterRoute from '../../packages/contract-facts/src/operation.js';
import type { Issue as RouterIssue } from '../../packages/express/src/runtime/types.js';
import type { ParameterIssue as HelpersParameterIssue } from '../../packages/sandbox/src/generated/helpers/types.js';

/** `A`, when it is assignable to `B`: a pair of these, both ways, says two types are the same shape. */
type Assignable<A extends B, B> = A;

export type IssueShapes = [
  Assignable<ParameterIssue, ErrorIssue>,
  Assignable<ErrorIssue, ParameterIssue>,
  Assignable<ParameterIssue, RouterIssue>,
  Assignable<RouterIssue, ParameterIssue>,
  Assignable<HelpersParameterIssue, ErrorIssue>,
  Assignable<ErrorIssue, HelpersParameterIssue>,
  Assignable<HelpersParameterIssue, RouterIssue>,
  Assignable<RouterIssue, HelpersParameterIssue>,
];

export type RouteShapes = [
  Assignable<ClientRoute.OperationRoute, RouterRoute.OperationRoute>,
  Assignable<RouterRoute.OperationRoute, ClientRoute.OperationRoute>,
  Assignable<ClientRoute.CredentialRole, RouterRoute.CredentialRole>,
  Assignable<RouterRoute.CredentialRole, ClientRoute.CredentialRole>,
  Assignable<ClientRoute.HttpMethod, RouterRoute.HttpMethod>,
  Assignable<RouterRoute.HttpMethod, ClientRoute.HttpMethod>,
];

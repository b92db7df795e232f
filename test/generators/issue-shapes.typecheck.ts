// Compile-time check, run by `npm run typecheck`: the issue each runtime lists in `context.issues` is the contract's
// `ParameterIssue`, in both documents the pipeline generates from (the contract and the sandbox's test helpers).
// Changing a runtime's shape or the schema alone fails here.
import type { ParameterIssue } from '../../packages/client/src/generated/types.js';
import type { ErrorIssue } from '../../packages/client/src/runtime/errors.js';
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

// `createOrganization()` called from a program gets the checks the router gives `POST /sandbox/organizations`:
// the contract's schema (a name of 1 to 200 characters, no other member) and no NUL, refused as the same 400.
import { bodyField, schemaIssues } from '@ausd/contract-facts/schema-issues';
import { invalidField, invalidRequest } from '../core/problem.js';
import { operationValidators } from '../generated/helpers/validators.js';
import type { SignUp } from '../organizations/sign-up.js';
import { NUL_MESSAGE, nulIn } from './refuse-nul.js';

export function refuseBadSignUp(request: SignUp): void {
  const issues = schemaIssues(operationValidators.createOrganization.body, request, bodyField);
  if (issues.length > 0) throw invalidRequest(issues);
  const field = nulIn(request, '');
  if (field !== undefined) throw invalidField(field, NUL_MESSAGE);
}

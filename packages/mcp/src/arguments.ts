// A tool's arguments checked against its input schema before any request, answered as the router answers a
// request that breaks the contract: its validation code and message, each issue naming the field in the
// router's words.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { ErrorResponder, type ApiError } from '@ausd/contract-facts/error-response';
import { bodyField, schemaIssues } from '@ausd/contract-facts/schema-issues';
import { errorCatalog, errorDocsUrl, errorRoles, issueBounds, requestIdHeader } from '@ausd/contract-facts/operations';
import type { ToolEntry } from './tool-entry.js';

const ajv = new Ajv2020({ allErrors: true });
formatsModule.default(ajv);
const responder = new ErrorResponder({ errorCatalog, errorDocsUrl, issueBounds, errorRoles, requestIdHeader });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** The validation answer naming every argument that breaks the tool's input schema; undefined when none does. */
export function argumentProblem(tool: ToolEntry, args: Record<string, unknown>): ApiError | undefined {
  let validate = validators.get(tool.name);
  if (validate === undefined) {
    validate = ajv.compile(tool.inputSchema);
    validators.set(tool.name, validate);
  }
  const issues = schemaIssues(validate, args, bodyField);
  return issues.length === 0 ? undefined : responder.body(errorRoles.validation, { issues });
}

/** The client method's arguments: the path parameters in order, then the query or the body. */
export function callArguments(tool: ToolEntry, args: Record<string, unknown>): unknown[] {
  const { pathParameters, input } = tool.call;
  const rest = Object.fromEntries(Object.entries(args).filter(([name]) => !pathParameters.includes(name)));
  return [...pathParameters.map((name) => args[name]), ...(input === undefined ? [] : [rest])];
}

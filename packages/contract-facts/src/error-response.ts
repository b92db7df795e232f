// The API's error shape `{code, message, docs_url, context?}`. Messages and docs URLs come from the contract's
// error catalog; only the status and `context` vary per call site. `context.issues` is bounded by the
// contract's IssuesContext (the first N issues plus `issueCount`, long field names cut), so an error stays
// small however many parameters a request breaks.
import type { ServerResponse } from 'node:http';
import type { Contract, Issue } from './contract.js';

export interface ApiError {
  code: string;
  message: string;
  docs_url: string;
  context?: Record<string, unknown>;
}

export type ErrorContract = Pick<
  Contract,
  'errorCatalog' | 'errorDocsUrl' | 'issueBounds' | 'errorRoles' | 'requestIdHeader'
>;

/** The issues an error lists: at most `bounds.issues`, each field name at most `bounds.field` characters. */
export function boundedIssues(
  issues: readonly Issue[],
  bounds: Contract['issueBounds'],
): { issues: Issue[]; issueCount?: number } {
  const listed = issues
    .slice(0, bounds.issues)
    .map((issue) =>
      issue.field.length <= bounds.field ? issue : { ...issue, field: `${issue.field.slice(0, bounds.field - 1)}…` },
    );
  return issues.length > listed.length ? { issues: listed, issueCount: issues.length } : { issues: listed };
}

export class ErrorResponder {
  private readonly bodies = new Map<string, { message: string; docsUrl: string }>();

  constructor(private readonly contract: ErrorContract) {
    for (const [code, entry] of Object.entries(contract.errorCatalog)) {
      this.bodies.set(code, { message: entry.description, docsUrl: contract.errorDocsUrl(code) });
    }
  }

  body(code: string, context?: Record<string, unknown>, message?: string): ApiError {
    const known = this.bodies.get(code);
    const error: ApiError = {
      code,
      message: message ?? known?.message ?? code,
      docs_url: known?.docsUrl ?? this.contract.errorDocsUrl(code),
    };
    if (context !== undefined) {
      const { issues } = context;
      error.context = Array.isArray(issues)
        ? { ...context, ...boundedIssues(issues as Issue[], this.contract.issueBounds) }
        : context;
    }
    return error;
  }

  send(res: ServerResponse, status: number, error: ApiError, headers?: Record<string, string>): void {
    if (res.headersSent) return;
    res.statusCode = status;
    if (headers !== undefined) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(error));
  }

  /** The validation answer (`x-error-roles.validation`) naming each issue. */
  invalidRequest(res: ServerResponse, issues: readonly Issue[], headers?: Record<string, string>): void {
    this.send(res, 400, this.body(this.contract.errorRoles.validation, { issues }), headers);
  }
}

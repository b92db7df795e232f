// What a runtime reads from the contract: the shape of the generated operation table, validators and error
// catalogue (generated/operations.ts and generated/validators.js supply it). The router, the sandbox and the
// conformance runner all take it from here.
import type { ErrorObject } from 'ajv';
import type { ErrorRoles } from './generated/extensions.js';
import type { OperationSpec, QueryRules, UnsupportedMethod } from './operation.js';

/** One entry of `context.issues` in a `parameter_invalid` error. */
export interface Issue {
  field: string;
  message: string;
}

/** One error a compiled validator reports: ajv's own shape. */
export type ValidationError = ErrorObject;

/** A compiled ajv validator as emitted into generated/validators.js (standalone code). */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly ValidationError[] | null;
}

export interface OperationValidators {
  params?: SchemaValidator;
  query?: SchemaValidator;
  body?: SchemaValidator;
  responses: Readonly<Record<string, SchemaValidator | undefined>>;
  /**
   * The same verdicts stopping at the first error, keeping none: what a valid query or answer costs. A refusal is
   * explained by the validator above, which collects every error.
   */
  passes?: {
    query?: (data: unknown) => boolean;
    /** Each query parameter's value alone: `query` holds exactly when each does and the required ones are there. */
    queryParameters?: Readonly<Record<string, ((data: unknown) => boolean) | undefined>>;
    responses: Readonly<Record<string, ((data: unknown) => boolean) | undefined>>;
  };
}

/**
 * A request body that is a `oneOf` discriminated by `tag` (`kind`, `operation`): one validator per tag value,
 * so a rejected body is reported against the variant it names rather than against every variant at once.
 */
export interface BodyVariants {
  tag: string;
  variants: Readonly<Record<string, SchemaValidator>>;
}

export interface CatalogEntry {
  status: number;
  description: string;
}

/** Everything the core reads from the contract; nothing in the core restates it. */
export interface Contract {
  operations: Readonly<Record<string, OperationSpec>>;
  validators: Readonly<Record<string, OperationValidators | undefined>>;
  bodyVariants?: Readonly<Record<string, BodyVariants | undefined>>;
  /** `x-query-rules`: rule id → message returned in `context.issues`. */
  queryRules: Readonly<QueryRules>;
  errorDocsUrl: (code: string) => string;
  errorCatalog: Readonly<Record<string, CatalogEntry>>;
  /** `x-error-roles`: the code of each answer the router gives by itself. */
  errorRoles: Readonly<ErrorRoles>;
  /** `x-unsupported-method`: the answer to a method a served path does not define. */
  unsupportedMethod: Readonly<UnsupportedMethod>;
  /** `x-request-id-header`: the header every answer carries the request id in. */
  requestIdHeader: string;
  /** IssuesContext bounds: issues listed per error, characters per field name. */
  issueBounds: Readonly<{ issues: number; field: number }>;
  /** The contract's 401 `context.reason` values (`UnauthorizedReason`). */
  unauthorizedReasons: readonly string[];
}

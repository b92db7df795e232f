// What the runner knows about the API, all of it read from the generated artifacts: the operation table, the
// query-rule catalogue, the compiled validators and the bundled document (for parameter and body schemas and the
// request examples the positive cases start from).
import type { OperationSpec, ParameterSpec } from '../runtime/operation.js';

export interface Validate {
  (data: unknown): boolean;
  errors?: Array<{ instancePath?: string; schemaPath?: string; message?: string }> | null;
}

export interface OperationValidators {
  params?: Validate;
  query?: Validate;
  body?: Validate;
  responses: Record<string, Validate>;
}

export type JsonSchema = { [key: string]: unknown };

export interface Contract {
  operations: readonly OperationSpec[];
  /** `x-query-rules`: rule id → message. */
  queryRules: Readonly<Record<string, string>>;
  validators: Readonly<Record<string, OperationValidators>>;
  /** The bundled OpenAPI document (JSON). */
  document: JsonSchema;
  /** `x-error-roles`: the validation code and the unknown-path code. */
  errorRoles: { validation: string; unknownPath: string };
  /** `x-unsupported-method`: the status, code and header a method a path does not define gets. */
  unsupportedMethod: { status: number; code: string; header: string };
}

/** Loads the contract this repository generated from spec/. */
export async function loadContract(): Promise<Contract> {
  const [generated, { operationValidators }, { default: document }] = await Promise.all([
    import('../generated/operations.js'),
    import('../generated/validators.js'),
    import('../generated/openapi.json', { with: { type: 'json' } }),
  ]);
  return {
    operations: Object.values(generated.operations as Record<string, OperationSpec>),
    queryRules: generated.queryRules as Record<string, string>,
    validators: operationValidators as unknown as Record<string, OperationValidators>,
    document: document as JsonSchema,
    errorRoles: generated.errorRoles,
    unsupportedMethod: generated.unsupportedMethod,
  };
}

/** Follows local `$ref`s (`#/components/...`) until a concrete object. */
export function deref(document: JsonSchema, node: unknown): JsonSchema {
  let current = node as JsonSchema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 32; hops += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = document;
    for (const segment of pointer) {
      target = (target as JsonSchema)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    current = target as JsonSchema;
  }
  return current ?? {};
}

function operationObject(contract: Contract, op: OperationSpec): JsonSchema {
  const pathItem = deref(contract.document, (contract.document.paths as JsonSchema)[op.path]);
  return deref(contract.document, pathItem[op.method]);
}

/** The JSON Schema of one parameter, `$ref`s resolved. */
export function parameterSchema(contract: Contract, op: OperationSpec, parameter: ParameterSpec): JsonSchema {
  const declared = [
    ...((deref(contract.document, (contract.document.paths as JsonSchema)[op.path]).parameters as unknown[]) ?? []),
    ...((operationObject(contract, op).parameters as unknown[]) ?? []),
  ].map((p) => deref(contract.document, p));
  const found = declared.find((p) => p.name === parameter.name && p.in === parameter.in);
  return resolveSchema(contract, found?.schema);
}

export interface PageLimits {
  min: number;
  max: number;
  /** The page size without a `limit`, when the contract states one. */
  default?: number;
}

/** The page-size bounds of a list operation, from its limit parameter's schema. */
export function pageLimits(contract: Contract, op: OperationSpec): PageLimits {
  const parameter = op.parameters.find((p) => p.name === op.pagination?.limitParam);
  if (!parameter) return { min: 1, max: 1 };
  const schema = parameterSchema(contract, op, parameter);
  return {
    min: typeof schema.minimum === 'number' ? schema.minimum : 1,
    max: typeof schema.maximum === 'number' ? schema.maximum : 100,
    ...(typeof parameter.default === 'number'
      ? { default: parameter.default }
      : typeof schema.default === 'number'
        ? { default: schema.default }
        : {}),
  };
}

/** A schema with its top-level `$ref` resolved (nested refs are resolved by callers as they descend). */
export function resolveSchema(contract: Contract, schema: unknown): JsonSchema {
  return deref(contract.document, schema ?? {});
}

/** The JSON Schema of a documented response body (its JSON media type), `$ref` resolved at the top. */
export function responseBodySchema(contract: Contract, op: OperationSpec, status: string): JsonSchema | undefined {
  const response = deref(
    contract.document,
    (operationObject(contract, op).responses as JsonSchema | undefined)?.[status],
  );
  const contentType = op.responses[status]?.contentType;
  const media = contentType === undefined ? undefined : (response.content as JsonSchema | undefined)?.[contentType];
  return media === undefined ? undefined : resolveSchema(contract, (media as JsonSchema).schema);
}

/** The request body schema and its named examples (`examples` map or single `example`). */
export function requestBody(
  contract: Contract,
  op: OperationSpec,
): { schema: JsonSchema; examples: unknown[] } | undefined {
  if (!op.requestBody) return undefined;
  const body = deref(contract.document, operationObject(contract, op).requestBody);
  const media = deref(contract.document, (body.content as JsonSchema | undefined)?.[op.requestBody.contentType]);
  const examples: unknown[] = [];
  if (media.example !== undefined) examples.push(media.example);
  for (const example of Object.values((media.examples as JsonSchema | undefined) ?? {})) {
    const value = deref(contract.document, example).value;
    if (value !== undefined) examples.push(value);
  }
  return { schema: resolveSchema(contract, media.schema), examples };
}

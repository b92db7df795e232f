// What the runner knows about the API, all of it read from the generated artifacts: the operation table, the
// query-rule catalogue, the compiled validators and the bundled document (for parameter and body schemas and the
// request examples the positive cases start from).
import { createRequire } from 'node:module';
import type { OperationValidators, ValidationError } from '@ausd/contract-facts/contract';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { frozenCopy } from '@ausd/contract-model/frozen-copy';
import { createModel, type ContractModel, type OperationEntry } from '@ausd/contract-model/model';
import type { ErrorContract } from '@ausd/contract-facts/error-response';
import type { OperationSpec, ParameterSpec, UnsupportedMethod } from '@ausd/contract-facts/operation';
import type { ErrorRoles, QueryRules } from '@ausd/contract-model/extensions';

const require = createRequire(import.meta.url);

export type { ValidationError };

export type { OperationValidators };

export type JsonSchema = { [key: string]: unknown };

export interface Contract {
  operations: readonly OperationSpec[];
  /** `x-query-rules`: rule id → message. */
  queryRules: Readonly<QueryRules>;
  validators: Readonly<Record<string, OperationValidators>>;
  /** The bundled document as the generators read it (generators/model.ts): resolved operations, one resolver. */
  model: ContractModel;
  /** The model's operation entries by operationId. */
  entries: ReadonlyMap<string, OperationEntry>;
  /** The bundled OpenAPI document (JSON). */
  document: JsonSchema;
  /** `x-error-roles`: the validation code and the unknown-path code. */
  errorRoles: Pick<ErrorRoles, 'validation' | 'unknownPath'>;
  /** `x-unsupported-method`: the status, code and header a method a path does not define gets. */
  unsupportedMethod: UnsupportedMethod;
  /** The error catalogue and its bounds, for the answers the proxy gives by itself. */
  errorShape: ErrorContract;
  /** `x-removed-destination-chains`: the networks no deposit instruction and no returned route may name. */
  removedDestinationChains: readonly string[];
  /** The field of the token exchange's answer holding the session token. */
  tokenField: string;
}

let loaded: Promise<Contract> | undefined;

/**
 * The contract this repository generated from spec/, read by the generators' one model of it: read once per
 * process (the model is frozen, the rest is the generated modules' own), so runs after the first share it.
 */
export function loadContract(): Promise<Contract> {
  if (loaded === undefined) {
    const reading = readContract();
    // A failed read is not kept: the next run tries again and reports its own error.
    reading.catch(() => {
      if (loaded === reading) loaded = undefined;
    });
    loaded = reading;
  }
  return loaded;
}

async function readContract(): Promise<Contract> {
  const [generated, { operationValidators }] = await Promise.all([
    import('@ausd/contract-facts/operations'),
    import('@ausd/contract-facts/validators'),
  ]);
  // require's cache is shared and the model freezes what it is given: the model gets its own copy.
  const document = require('@ausd/contract/openapi.json') as OpenAPIObject;
  const model = createModel(frozenCopy(document), '@ausd/contract/openapi.json');
  return {
    operations: Object.values(generated.operations as Record<string, OperationSpec>),
    queryRules: generated.queryRules,
    validators: operationValidators as Record<string, OperationValidators>,
    model,
    entries: new Map(model.operations.map((entry) => [entry.id, entry])),
    document: model.document as unknown as JsonSchema,
    errorRoles: generated.errorRoles,
    unsupportedMethod: generated.unsupportedMethod,
    errorShape: {
      errorCatalog: generated.errorCatalog,
      errorDocsUrl: generated.errorDocsUrl,
      issueBounds: generated.issueBounds,
      requestIdHeader: generated.requestIdHeader,
      errorRoles: generated.errorRoles,
    },
    removedDestinationChains: generated.removedDestinationChains,
    tokenField: generated.sessionScheme.exchange.tokenField,
  };
}

/** A node with its `$ref`s followed (the model's resolver); `{}` for none. */
export function deref(contract: Contract, node: unknown): JsonSchema {
  return contract.model.resolve((node ?? {}) as JsonSchema);
}

function entryOf(contract: Contract, op: OperationSpec): OperationEntry {
  return contract.entries.get(op.operationId)!;
}

/** The JSON Schema of one parameter, `$ref`s resolved. */
export function parameterSchema(contract: Contract, op: OperationSpec, parameter: ParameterSpec): JsonSchema {
  const found = entryOf(contract, op).parameters.find(
    ({ value }) => value.name === parameter.name && value.in === parameter.in,
  );
  return deref(contract, found?.value.schema);
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

/** The JSON Schema of a documented response body (its JSON media type), `$ref` resolved at the top. */
export function responseBodySchema(contract: Contract, op: OperationSpec, status: string): JsonSchema | undefined {
  const response = entryOf(contract, op).responses.find((entry) => entry.status === status)?.value;
  const contentType = op.responses[status]?.contentType;
  const media = contentType === undefined ? undefined : response?.content?.[contentType];
  return media === undefined ? undefined : deref(contract, media.schema);
}

/** The request body schema and its named examples (`examples` map or single `example`). */
export function requestBody(
  contract: Contract,
  op: OperationSpec,
): { schema: JsonSchema; examples: unknown[] } | undefined {
  const body = entryOf(contract, op).requestBody?.value;
  if (!op.requestBody || body === undefined) return undefined;
  const media = body.content[op.requestBody.contentType];
  const examples: unknown[] = [];
  if (media?.example !== undefined) examples.push(media.example);
  for (const example of Object.values(media?.examples ?? {})) {
    const value = deref(contract, example).value;
    if (value !== undefined) examples.push(value);
  }
  return { schema: deref(contract, media?.schema), examples };
}

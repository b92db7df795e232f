// The contract loaded once as a typed OpenAPI 3.1 document, with the lookups every generator needs.
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { ContractError, jsonPointer, pointerSegments } from './pointer.js';

/** Every operation a path item can hold (OpenAPI 3.x's fixed fields). */
export const operationMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type OperationMethod = (typeof operationMethods)[number];

export interface Located<T> {
  value: T;
  /** JSON pointer of the (referencing) place in the bundled document. */
  pointer: string;
}

export interface OperationEntry {
  id: string;
  method: OperationMethod;
  path: string;
  pointer: string;
  operation: OperationObject;
  /** Path-item and operation parameters merged (operation wins), references resolved. */
  parameters: Located<ParameterObject>[];
  requestBody?: Located<RequestBodyObject>;
  /** In document order, references resolved. */
  responses: (Located<ResponseObject> & { status: string })[];
}

export interface ContractModel {
  document: OpenAPIObject;
  /** The file the document was read from, for messages. */
  file: string;
  operations: OperationEntry[];
  /** The document's `webhooks` (3.1): requests the API sends, each named by its operationId or `METHOD webhook name`. */
  webhooks: OperationEntry[];
  resolve<T extends object>(value: T | ReferenceObject, pointer?: string): T;
  /** Name of the component schema a `$ref` points at, or undefined for inline schemas. */
  schemaName(schema: SchemaObject | ReferenceObject): string | undefined;
  fail(pointer: string, detail: string): never;
}

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/** Generators share one document; freezing it makes a generator that mutates it fail instead of changing the others' output. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export interface ModelOptions {
  /**
   * Name operations without an operationId `METHOD /path` instead of failing: the specification makes it
   * optional, and the contract diff reads other people's documents (the generators need one per operation).
   */
  nameByRoute?: boolean;
  /**
   * Reads a document that is imperfect but readable (an operation without `responses`, an operationId used twice)
   * instead of failing, and hands each imperfection here: the contract diff reads documents others write.
   */
  tolerate?: (pointer: string, detail: string) => void;
}

export function createModel(document: OpenAPIObject, file: string, options: ModelOptions = {}): ContractModel {
  deepFreeze(document);
  const fail = (pointer: string, detail: string): never => {
    throw new ContractError(file, pointer, detail);
  };

  const lookup = (ref: string, from: string): unknown => {
    if (!ref.startsWith('#/')) fail(from, `reference '${ref}' is not local to the bundle`);
    let node: unknown = document;
    for (const segment of pointerSegments(ref)) {
      if (typeof node !== 'object' || node === null || !(segment in node)) fail(from, `unresolved reference '${ref}'`);
      node = (node as Record<string, unknown>)[segment];
    }
    return node;
  };

  // The document is frozen, so what a reference leads to never changes: each is followed once (the diff resolves
  // the same components thousands of times). Failures are not kept: they throw, naming the place asked from.
  const targets = new Map<string, unknown>();
  const resolve = <T extends object>(value: T | ReferenceObject, pointer = ''): T => {
    if (!isReference(value)) return value;
    if (targets.has(value.$ref)) return targets.get(value.$ref) as T;
    let current: unknown = value;
    const seen = new Set<string>();
    while (isReference(current)) {
      if (seen.has(current.$ref)) fail(pointer, `circular reference '${current.$ref}'`);
      seen.add(current.$ref);
      current = lookup(current.$ref, pointer);
    }
    targets.set(value.$ref, current);
    return current as T;
  };

  const schemaName = (schema: SchemaObject | ReferenceObject): string | undefined => {
    const prefix = '#/components/schemas/';
    return isReference(schema) && schema.$ref.startsWith(prefix) ? pointerSegments(schema.$ref)[2] : undefined;
  };

  const noResponses = (pointer: string): Record<string, never> => {
    if (options.tolerate === undefined) fail(pointer, 'operation declares no responses');
    options.tolerate?.(pointer, 'operation declares no responses (read as none)');
    return {};
  };

  /** The operations of `paths` (or of `webhooks`, keyed by webhook name), in document order. */
  const operationsOf = (root: 'paths' | 'webhooks', items: Record<string, PathItemObject | ReferenceObject>) => {
    const found: OperationEntry[] = [];
    const seenIds = new Map<string, string>();
    for (const [path, item] of Object.entries(items)) {
      const itemPointer = jsonPointer(root, path);
      const pathItem = resolve<PathItemObject>(item, itemPointer);
      for (const method of operationMethods) {
        const operation = pathItem[method];
        if (operation === undefined) continue;
        const pointer = jsonPointer(root, path, method);
        const route = `${method.toUpperCase()} ${root === 'webhooks' ? `webhook ${path}` : path}`;
        let id =
          operation.operationId ??
          (options.nameByRoute || root === 'webhooks' ? route : fail(pointer, 'operation has no operationId'));
        const duplicate = seenIds.get(id);
        if (duplicate !== undefined) {
          const detail = `operationId '${id}' is also used at ${duplicate}`;
          if (options.tolerate === undefined) fail(pointer, detail);
          options.tolerate?.(pointer, `${detail}; this operation is named ${route}`);
          id = route;
        }
        seenIds.set(id, pointer);

        const parameters = new Map<string, Located<ParameterObject>>();
        const collect = (list: (ParameterObject | ReferenceObject)[] | undefined, base: string) =>
          list?.forEach((entry, index) => {
            const at = `${base}/parameters/${index}`;
            const value = resolve<ParameterObject>(entry, at);
            parameters.set(`${value.in}:${value.name}`, { value, pointer: at });
          });
        collect(pathItem.parameters, itemPointer);
        collect(operation.parameters, pointer);

        const body = operation.requestBody;
        found.push({
          id,
          method,
          path,
          pointer,
          operation,
          parameters: [...parameters.values()],
          requestBody:
            body === undefined
              ? undefined
              : {
                  value: resolve<RequestBodyObject>(body, `${pointer}/requestBody`),
                  pointer: `${pointer}/requestBody`,
                },
          responses: Object.entries(operation.responses ?? noResponses(pointer)).map(([status, response]) => {
            const at = `${pointer}/responses/${status}`;
            return { status, value: resolve<ResponseObject>(response as ResponseObject, at), pointer: at };
          }),
        });
      }
    }
    return found;
  };
  const operations = operationsOf('paths', document.paths ?? {});
  const webhooks = operationsOf('webhooks', document.webhooks ?? {});

  return { document, file, operations, webhooks, resolve, schemaName, fail };
}

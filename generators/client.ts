// generated/client.ts: the typed fetch client. Each operation becomes `client.<resource>.<method>`: the
// resource is the operation's tag, the method its operationId's verb (`listAccounts` → `accounts.list`),
// or, when several operations of a tag share a verb and the noun is not the resource itself, the noun
// (`getTotalSupply` → `metrics.totalSupply`). Behaviour lives in runtime/client/; this file only wires.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator } from './artifact.js';
import type { ContractModel, OperationEntry } from './model.js';
import { objectFields } from './object-fields.js';
import { identityOf, operationSpec } from './operations.js';
import { render } from './template.js';
import { tsLiteral } from './ts-literal.js';

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const camel = (text: string) =>
  text.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const singular = (noun: string) => noun.replace(/s$/, '');

export interface ClientOperation {
  entry: OperationEntry;
  resource: string;
  verb: string;
  noun: string;
  name: string;
}

function splitId(model: ContractModel, entry: OperationEntry): { verb: string; noun: string } {
  const match =
    /^([a-z]+)([A-Z]\w*)?$/.exec(entry.id) ??
    model.fail(entry.pointer, `operationId '${entry.id}' is not verbNoun camelCase`);
  return { verb: match[1]!, noun: match[2] ?? '' };
}

export function clientOperations(model: ContractModel): ClientOperation[] {
  const operations = model.operations.map((entry) => {
    const tag = entry.operation.tags?.[0] ?? model.fail(entry.pointer, 'operation has no tag');
    return { entry, resource: camel(tag), ...splitId(model, entry), name: '' };
  });
  for (const operation of operations) {
    const sameVerb = operations.filter(
      (other) => other.resource === operation.resource && other.verb === operation.verb,
    );
    const namesResource = singular(operation.noun.toLowerCase()) === singular(operation.resource.toLowerCase());
    operation.name = sameVerb.length === 1 || namesResource ? operation.verb : camel(operation.noun);
  }
  const seen = new Map<string, string>();
  for (const { entry, resource, name } of operations) {
    const key = `${resource}.${name}`;
    if (seen.has(key)) model.fail(entry.pointer, `client method ${key} is also derived from ${seen.get(key)}`);
    seen.set(key, entry.id);
  }
  return operations;
}

function successResponse(entry: OperationEntry) {
  return entry.responses.find((response) => response.status.startsWith('2'));
}

/** Properties of a schema, following allOf and references. */
const propertiesOf = (model: ContractModel, schema: SchemaObject | ReferenceObject, pointer: string) =>
  objectFields(model, schema, pointer).properties;

/** The context property naming the existing resource on a 409 (e.g. `routeId`), when the contract declares one. */
function conflictIdField(model: ContractModel, entry: OperationEntry): string | undefined {
  const conflict = entry.responses.find((response) => response.status === '409');
  const schema = conflict?.value.content?.['application/json']?.schema;
  if (schema === undefined) return undefined;
  const context = propertiesOf(model, schema, conflict!.pointer).context;
  if (context === undefined || typeof context === 'boolean') return undefined;
  const fields = Object.keys(propertiesOf(model, context, `${conflict!.pointer}/context`));
  return fields.length === 1 && fields[0]!.endsWith('Id') ? fields[0] : undefined;
}

/** Operation facts the client needs; `exchangeErrors` is the token exchange's error map, for session-secured calls. */
function describe(model: ContractModel, op: ClientOperation, exchangeErrors = '') {
  const { entry } = op;
  const type = pascal(entry.id);
  const pathParams = entry.parameters.filter((p) => p.value.in === 'path').map((p) => p.value.name);
  const hasQuery = entry.parameters.some((p) => p.value.in === 'query');
  const spec = operationSpec(model, entry);
  const text = spec.accept.startsWith('text/');
  const pages = spec.pagination && {
    cursorParam: spec.pagination.cursorParam,
    itemsField: spec.pagination.itemsField,
    nextCursorField: spec.pagination.nextCursorField,
  };
  const input = entry.requestBody ? 'body' : hasQuery ? 'query' : undefined;
  const args = [
    ...pathParams.map((name) => `${name}: string`),
    ...(input === 'body' ? [`body: T.${type}Body`] : input === 'query' ? [`query?: Filters<T.${type}Query>`] : []),
  ];
  const result = text ? 'string' : `T.${type}Result`;
  // A call that needs a session can fail with the exchange's answers too (a wrong API key is its 401).
  const errors = `T.${type}Errors${exchangeErrors && spec.security.includes('sessionJwt') ? ` | ${exchangeErrors}` : ''}`;
  return {
    ...op,
    spec,
    summary: entry.operation.summary ?? entry.id,
    type: pages
      ? `ListMethod<Filters<T.${type}Query>, T.${type}Result, '${pages.itemsField}', ${errors}>`
      : `Method<[${args.join(', ')}], ${result}, ${errors}>`,
    factory: pages
      ? `listMethod(ctx, operations.${entry.id}, ${tsLiteral(pages).replace(/\n\s*/g, ' ').replace(',}', ' }')})`
      : `method(ctx, operations.${entry.id}, { params: ${pathParams.length}${input ? `, input: '${input}'` : ''} })`,
  };
}

/**
 * The token exchange: the one operation secured by the API key, or, in a document that has none (the
 * sandbox helpers), the operation of another document named by `x-token-exchange` on its JWT scheme.
 */
function exchangeOf(
  model: ContractModel,
  operations: ReturnType<typeof describe>[],
): { descriptor: string; tokenField: string; errors: string } {
  const exchange = operations.filter((op) => op.spec.security.includes('apiKey'));
  if (exchange.length > 1)
    model.fail('/paths', 'the client expects at most one operation secured by the API key (the token exchange)');
  const [token] = exchange;
  if (token !== undefined) {
    const tokenSchema = successResponse(token.entry)!.value.content?.['application/json']?.schema;
    const tokenField = tokenSchema && Object.keys(propertiesOf(model, tokenSchema, token.entry.pointer))[0];
    if (tokenField === undefined)
      model.fail(token.entry.pointer, 'the token exchange has no JSON body field for the session JWT');
    return { descriptor: `operations.${token.entry.id}`, tokenField, errors: `T.${pascal(token.entry.id)}Errors` };
  }
  const schemes = Object.entries(model.document.components?.securitySchemes ?? {});
  const declared = schemes.flatMap(([name, scheme]) => {
    const value = (scheme as unknown as Record<string, unknown>)['x-token-exchange'] as
      Record<string, string> | undefined;
    return value === undefined ? [] : [{ name, value }];
  });
  if (declared.length !== 1) {
    model.fail(
      '/components/securitySchemes',
      'without an operation secured by the API key, one scheme must declare x-token-exchange',
    );
  }
  const { name, value } = declared[0]!;
  const at = `/components/securitySchemes/${name}/x-token-exchange`;
  for (const field of ['operationId', 'method', 'path', 'tokenField']) {
    if (typeof value[field] !== 'string') model.fail(at, `x-token-exchange needs a string '${field}'`);
  }
  const descriptor = {
    operationId: value.operationId,
    method: value.method,
    path: value.path,
    security: ['apiKey'],
    accept: 'application/json',
  };
  return { descriptor: tsLiteral(descriptor, '  '), tokenField: value.tokenField!, errors: 'UndescribedErrors' };
}

/** `x-renew-on` of the session scheme: the 401 reason after which the client exchanges again, one of the contract's. */
function renewReason(model: ContractModel): string {
  const at = '/components/securitySchemes/sessionJwt/x-renew-on';
  const scheme = model.document.components?.securitySchemes?.['sessionJwt'] as Record<string, unknown> | undefined;
  const reason = scheme?.['x-renew-on'];
  const reasons = model.resolve<SchemaObject>({ $ref: '#/components/schemas/UnauthorizedReason' }).enum ?? [];
  if (typeof reason !== 'string' || !reasons.includes(reason)) {
    return model.fail(at, `must name the 401 reason after which a client exchanges again (${reasons.join(', ')})`);
  }
  return reason;
}

function clientSource(model: ContractModel): string {
  const exchange = exchangeOf(
    model,
    clientOperations(model).map((op) => describe(model, op)),
  );
  const operations = clientOperations(model).map((op) => describe(model, op, exchange.errors));

  const resources = [...new Set(operations.map((op) => op.resource))].map((resource) => {
    const methods = operations.filter((op) => op.resource === resource);
    const create = methods.find((op) => op.name === 'create');
    const get = methods.find((op) => op.name === 'get');
    const idField = create && get ? conflictIdField(model, create.entry) : undefined;
    const identity = create && identityOf(model, create.entry);
    const list = methods.find((op) => op.name === 'list');
    if (identity !== undefined && list === undefined) {
      model.fail(`${create!.entry.pointer}/x-identity`, 'is for a resource with a list operation');
    }
    const body = create && `T.${pascal(create.entry.id)}Body`;
    const created = create && `T.${pascal(create.entry.id)}Result`;
    const listPages = list?.spec.pagination;
    const item = listPages && `T.${pascal(list!.entry.id)}Result['${listPages.itemsField}'][number]`;
    return {
      name: resource,
      methods,
      ensure: idField
        ? {
            type: `(body: ${body}, options?: CallOptions) => Promise<WithRequestId<${created} | T.${pascal(get!.entry.id)}Result>>`,
            factory: `ensureMethod(${resource}.create, ${resource}.get, '${idField}')`,
            summary: `Create, or on 409 get the existing one named by \`context.${idField}\`: safe to retry.`,
          }
        : identity && {
            type: `(body: ${body}, options?: CallOptions) => Promise<WithRequestId<${created}> | ${item}>`,
            factory: `ensureByIdentity(${resource}.create, ${resource}.list, ${tsLiteral(identity)})`,
            summary: `Create, or on 409 find the existing one in the list by ${Object.keys(identity).join(', ')}: safe to retry.`,
          },
    };
  });
  return render('client.ts.hbs', {
    runtime: model.runtime,
    title: model.document.info.title,
    version: model.document.info.version,
    operations,
    resources,
    exchange: exchange.descriptor,
    tokenField: tsLiteral(exchange.tokenField),
    renewOn: tsLiteral(renewReason(model)),
    undescribedExchange: exchange.errors === 'UndescribedErrors',
  });
}

export const clientArtifact: ArtifactGenerator = {
  name: 'client',
  outputs: ['client.ts'],
  generate: (model) => [{ path: 'client.ts', contents: clientSource(model) }],
};

// generated/client.ts: the typed fetch client. Each operation becomes `client.<resource>.<method>`: the
// resource is the operation's tag, the method its operationId's verb (`listAccounts` → `accounts.list`),
// or, when several operations of a tag share a verb and the noun is not the resource itself, the noun
// (`getTotalSupply` → `metrics.totalSupply`). Behaviour lives in runtime/client/; this file only wires.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ArtifactGenerator, GenerationContext } from './artifact.js';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { objectFields } from './object-fields.js';
import { openEnumFilters } from './open-enum-filters.js';
import { typeName } from './types.js';
import { contractPlacement, importsOf } from './placement.js';
import { identityOf, operationSpec } from './operations.js';
import { requestIdHeaderOf, retryStatusesOf, sessionFactsOf, type TokenExchange } from './contract-facts.js';
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
  // A filter of an open enum's known values takes the open enum (open-enum-filters.ts).
  const open = [...openEnumFilters(model, entry)].map(([name, schema]) => `${tsKey(name)}: T.${typeName(schema)}`);
  const filters = `Filters<T.${type}Query${open.length > 0 ? `, { ${open.join('; ')} }` : ''}>`;
  const args = [
    ...pathParams.map((name) => `${name}: string`),
    ...(input === 'body' ? [`body: T.${type}Body`] : input === 'query' ? [`query?: ${filters}`] : []),
  ];
  const result = text ? 'string' : `T.${type}Result`;
  // A call that needs a session can fail with the exchange's answers too (a wrong API key is its 401).
  const errors = `T.${type}Errors${exchangeErrors && spec.credential === 'session' ? ` | ${exchangeErrors}` : ''}`;
  return {
    ...op,
    spec,
    summary: entry.operation.summary ?? entry.id,
    type: pages
      ? `ListMethod<${filters}, T.${type}Result, '${pages.itemsField}', ${errors}>`
      : `Method<[${args.join(', ')}], ${result}, ${errors}>`,
    factory: pages
      ? `listMethod(call, operations.${entry.id}, ${tsLiteral(pages).replace(/\n\s*/g, ' ').replace(',}', ' }')})`
      : `method(call, operations.${entry.id}, { params: ${pathParams.length}${input ? `, input: '${input}'` : ''} })`,
  };
}

/**
 * The token exchange as a descriptor of the client's table: the operation of this document, or the other
 * document's named by `x-token-exchange` (the sandbox helpers).
 */
function exchangeDescriptor(exchange: TokenExchange): { descriptor: string; errors: string } {
  if (exchange.route === undefined) {
    return { descriptor: `operations.${exchange.operationId}`, errors: `T.${pascal(exchange.operationId)}Errors` };
  }
  const route = { ...exchange.route, credential: 'exchange', accept: 'application/json' };
  return { descriptor: tsLiteral(route, '  '), errors: 'UndescribedErrors' };
}

function clientSource(model: ContractModel, context?: GenerationContext): string {
  const session =
    sessionFactsOf(model) ?? model.fail('/components/securitySchemes', 'the client needs a session scheme');
  const exchange = exchangeDescriptor(session.exchange);
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
            helper: 'ensureMethod',
            factory: `ensureMethod(${resource}.create, ${resource}.get, '${idField}')`,
            summary: `Create, or on 409 get the existing one named by \`context.${idField}\`: safe to retry.`,
          }
        : identity && {
            type: `(body: ${body}, options?: CallOptions) => Promise<WithRequestId<${created}> | ${item}>`,
            helper: 'ensureByIdentity',
            factory: `ensureByIdentity(${resource}.create, ${resource}.list, ${tsLiteral(identity)})`,
            summary: `Create, or on 409 find the existing one in the list by ${Object.keys(identity).join(', ')}: safe to retry.`,
          },
    };
  });
  return render('client.ts.hbs', {
    imports: importsOf(context?.placement ?? contractPlacement, 'client.ts'),
    title: model.document.info.title,
    version: model.document.info.version,
    operations,
    resources,
    exchange: exchange.descriptor,
    tokenField: tsLiteral(session.exchange.tokenField),
    renewOn: tsLiteral(session.renewOn),
    lifetimeSeconds: session.lifetimeSeconds,
    retryStatuses: tsLiteral(retryStatusesOf(model)),
    requestIdHeader: tsLiteral(requestIdHeaderOf(model)),
    undescribedExchange: exchange.errors === 'UndescribedErrors',
    hasLists: operations.some((op) => op.spec.pagination),
    // The `ensure` helpers this client uses, imported from their own module (not the core every method needs).
    ensureFactories: [...new Set(resources.flatMap(({ ensure }) => (ensure ? [ensure.helper] : [])))].sort().join(', '),
  });
}

export const clientArtifact: ArtifactGenerator = {
  name: 'client',
  outputs: ['client.ts'],
  generate: (model, context) => [{ path: 'client.ts', contents: clientSource(model, context) }],
};

/** A property name as TypeScript writes it: bare when it is an identifier, else quoted. */
const tsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

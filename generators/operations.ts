// generated/operations.ts: the operation table (runtime/operation.ts shape), query rules and error catalog.
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import type {
  ErrorRole,
  FilterDeclaration,
  HttpMethod,
  FilterMatch,
  OperationRoute,
  OperationSpec,
  Ordering,
  ParameterKind,
  ParameterSpec,
  ResponseSpec,
} from '@ausd/contract-facts/operation';
import { identityRules, type IdentityRule } from '@ausd/client/internal';
import type { ArtifactGenerator } from './artifact.js';
import {
  credentialOf,
  removedDestinationChainsOf,
  requestIdHeaderOf,
  retryStatusesOf,
  sessionFactsOf,
} from './contract-facts.js';
import { objectFields } from './object-fields.js';
import { contractPlacement, importsOf } from './placement.js';
import { operationErrorCodes, schemaErrorCodes } from '@ausd/contract-model/error-codes';
import { extensionKey, extensionsOf, type ErrorRoles, type RouteRules } from '@ausd/contract-model/extensions';
import type { ContractModel, Located, OperationEntry } from '@ausd/contract-model/model';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { render } from './template.js';
import { tsLiteral } from './ts-literal.js';

function parameterKind(model: ContractModel, schema: SchemaObject, pointer: string): ParameterKind {
  switch (schema.type) {
    case 'array':
      return 'list';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'string':
    case undefined:
      return 'string';
    default:
      return model.fail(pointer, `parameter schema type ${JSON.stringify(schema.type)} has no parsing rule`);
  }
}

function stringValues(values: unknown[] | undefined): string[] | undefined {
  return values?.map((value) => String(value));
}

/**
 * The serialisations the runtime parses: path parameters `style: simple`; query scalars `style: form`; query
 * lists one comma-separated value (`style: form`, `explode: false`). Anything else is refused here rather than
 * misread at run time.
 */
function checkStyle(model: ContractModel, parameter: ParameterObject, kind: ParameterKind, pointer: string): void {
  const style = parameter.style ?? (parameter.in === 'path' ? 'simple' : 'form');
  const explode = parameter.explode ?? style === 'form';
  const expected = parameter.in === 'path' ? 'simple' : 'form';
  if (style !== expected) {
    model.fail(`${pointer}/style`, `style '${style}' is not supported in ${parameter.in} (use '${expected}')`);
  }
  if (kind === 'list' && explode) {
    model.fail(`${pointer}/explode`, 'list parameters must be one comma-separated value (explode: false)');
  }
  if (parameter.allowReserved) model.fail(`${pointer}/allowReserved`, 'allowReserved is not supported');
}

/** The parameter kinds each match of `x-filter` applies to. */
const filterMatches: Record<FilterMatch, ParameterKind[]> = {
  equals: ['string', 'boolean', 'integer'],
  'any-of': ['list'],
  'same-id': ['string'],
};

function filterOf(
  model: ContractModel,
  parameter: ParameterObject,
  kind: ParameterKind,
  pointer: string,
): FilterDeclaration | undefined {
  const declared = extensionsOf('parameter', parameter).filter;
  if (declared === undefined) return undefined;
  if (!filterMatches[declared.match].includes(kind)) {
    const at = `${pointer}/${extensionKey('parameter', 'filter')}/match`;
    model.fail(at, `'${declared.match}' does not apply to a ${kind} parameter`);
  }
  return { field: declared.field, match: declared.match };
}

function parameterSpec(model: ContractModel, { value: parameter, pointer }: Located<ParameterObject>): ParameterSpec {
  if (parameter.in !== 'path' && parameter.in !== 'query')
    model.fail(pointer, `parameters in '${parameter.in}' are not supported`);
  const schema = model.resolve<SchemaObject>(
    parameter.schema ?? model.fail(pointer, 'parameter has no schema'),
    `${pointer}/schema`,
  );
  const kind = parameterKind(model, schema, `${pointer}/schema`);
  checkStyle(model, parameter, kind, pointer);
  const items =
    kind === 'list' && schema.items ? model.resolve<SchemaObject>(schema.items, `${pointer}/schema/items`) : undefined;
  const { range, pagination, notFound } = extensionsOf('parameter', parameter);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required ?? false,
    kind,
    values: stringValues(items ? items.enum : schema.enum),
    range: range && { field: range.field, bound: range.bound, inclusive: range.inclusive },
    filter: filterOf(model, parameter, kind, pointer),
    pagination,
    notFoundCode: notFound,
    default: schema.default as ParameterSpec['default'],
  };
}

/**
 * The page parameters of a list operation (`x-pagination`), read from its parameters alone: for readers of other
 * people's documents, which `operationSpec` may refuse for what the runtime does not support.
 */
export const listPaginationOf = (model: ContractModel, operation: OperationEntry): OperationSpec['pagination'] =>
  paginationOf(
    model,
    operation,
    operation.parameters.map(({ value }) => ({
      name: value.name,
      pagination: extensionsOf('parameter', value).pagination,
    })),
  );

/** The page parameters a list declares (`x-pagination`) over the `{data, nextCursor}` envelope of its answer. */
function paginationOf(
  model: ContractModel,
  operation: OperationEntry,
  parameters: Pick<ParameterSpec, 'name' | 'pagination'>[],
): OperationSpec['pagination'] {
  const cursor = parameters.find((p) => p.pagination === 'cursor');
  const limit = parameters.find((p) => p.pagination === 'limit');
  if (cursor === undefined && limit === undefined) return undefined;
  if (cursor === undefined || limit === undefined) {
    return model.fail(
      operation.pointer,
      `${extensionKey('parameter', 'pagination')} declares a cursor and a limit, or neither`,
    );
  }
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  const schema = success?.value.content?.['application/json']?.schema;
  if (success === undefined || schema === undefined) {
    return model.fail(operation.pointer, 'a paginated operation answers JSON');
  }
  // The `{data, nextCursor}` envelope, read off the success schema and its allOf parts.
  const fields = new Set(Object.keys(objectFields(model, schema, success.pointer).properties));
  if (!fields.has('data') || !fields.has('nextCursor')) {
    model.fail(success.pointer, 'a paginated answer has data and nextCursor');
  }
  return { cursorParam: cursor.name, limitParam: limit.name, itemsField: 'data', nextCursorField: 'nextCursor' };
}

function orderingOf(operation: OperationEntry): Ordering | undefined {
  const declared = extensionsOf('operation', operation.operation).ordering;
  return declared && { field: declared.field, direction: declared.direction, tieBreaker: declared.tieBreaker };
}

/** `x-identity`: identifying body fields, each with a comparison rule the runtime implements. */
export function identityOf(model: ContractModel, operation: OperationEntry): Record<string, IdentityRule> | undefined {
  const declared = extensionsOf('operation', operation.operation).identity;
  if (declared === undefined) return undefined;
  for (const [field, rule] of Object.entries(declared)) {
    if (!identityRules.includes(rule)) {
      const at = `${operation.pointer}/${extensionKey('operation', 'identity')}/${field}`;
      model.fail(at, `must be one of ${identityRules.join(', ')}`);
    }
  }
  return declared;
}

/** The methods the generated router and client serve; an operation on another fails generation, unserved. */
const routedMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function routedMethod(model: ContractModel, operation: OperationEntry): HttpMethod {
  const method = routedMethods.find((routed) => routed === operation.method);
  return (
    method ??
    model.fail(
      operation.pointer,
      `${operation.method.toUpperCase()} operations are not served by the generated router and client ` +
        `(${routedMethods.map((routed) => routed.toUpperCase()).join(', ')})`,
    )
  );
}

export function operationSpec(model: ContractModel, operation: OperationEntry): OperationSpec {
  const codes = operationErrorCodes(model, operation);
  operation.parameters.forEach(({ value, pointer }) => {
    const code = extensionsOf('parameter', value).notFound;
    if (code !== undefined && !codes.get('404')?.includes(code)) {
      const at = `${pointer}/${extensionKey('parameter', 'notFound')}`;
      model.fail(at, `${JSON.stringify(code)} is not among the operation's 404 codes`);
    }
  });
  const responses: Record<string, ResponseSpec> = {};
  for (const response of operation.responses) {
    responses[response.status] = {
      contentType: Object.keys(response.value.content ?? {})[0],
      headers: Object.keys(response.value.headers ?? {}),
      codes: codes.get(response.status) ?? [],
    };
  }
  const body = operation.requestBody?.value;
  const parameters = operation.parameters.map((parameter) => parameterSpec(model, parameter));
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  return {
    operationId: operation.id,
    method: routedMethod(model, operation),
    path: operation.path,
    credential: credentialOf(model, operation),
    accept: Object.keys(success?.value.content ?? {})[0] ?? 'application/json',
    tag: operation.operation.tags?.[0] ?? model.fail(operation.pointer, 'operation has no tag'),
    strictQuery: extensionsOf('operation', operation.operation).strictQuery === true,
    parameters,
    requestBody: body && {
      contentType:
        Object.keys(body.content)[0] ?? model.fail(operation.requestBody!.pointer, 'request body has no content'),
      required: body.required ?? false,
    },
    responses,
    pagination: paginationOf(model, operation, parameters),
    ordering: orderingOf(operation),
    identity: identityOf(model, operation),
  };
}

export function errorCatalog(model: ContractModel): Record<string, { status: number; description: string }> {
  const statusOf = new Map<string, { status: string; pointer: string }>();
  for (const operation of model.operations) {
    for (const [status, codes] of operationErrorCodes(model, operation)) {
      for (const code of codes) {
        const known = statusOf.get(code);
        if (known && known.status !== status) {
          model.fail(
            `${operation.pointer}/responses/${status}`,
            `error code '${code}' is also returned with status ${known.status} at ${known.pointer}`,
          );
        }
        statusOf.set(code, { status, pointer: `${operation.pointer}/responses/${status}` });
      }
    }
  }
  const descriptions = new Map<string, string>();
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    const resolved = model.resolve<SchemaObject>(schema);
    const codes =
      resolved.oneOf || resolved.anyOf
        ? []
        : schemaErrorCodes(model, resolved, jsonPointer('components', 'schemas', name));
    if (codes.length === 1) descriptions.set(codes[0]!, resolved.description ?? name);
  }
  const catalog: Record<string, { status: number; description: string }> = {};
  for (const [code, { status }] of [...statusOf].sort(
    ([a, sa], [b, sb]) => sa.status.localeCompare(sb.status) || a.localeCompare(b),
  )) {
    catalog[code] = { status: Number(status), description: descriptions.get(code) ?? '' };
  }
  return catalog;
}

/** How many issues a `parameter_invalid` error lists and how long a field name in it may be (IssuesContext). */
function issueBounds(model: ContractModel): { issues: number; field: number } {
  const pointer = jsonPointer('components', 'schemas', 'IssuesContext');
  const context = model.resolve<SchemaObject>(model.document.components?.schemas?.['IssuesContext'] ?? {});
  const issues = model.resolve<SchemaObject>(context.properties?.['issues'] ?? {});
  const item = model.resolve<SchemaObject>(issues.items ?? {});
  const field = model.resolve<SchemaObject>(item.properties?.['field'] ?? {});
  if (typeof issues.maxItems !== 'number')
    model.fail(`${pointer}/properties/issues`, 'must bound the issues listed with maxItems');
  if (typeof field.maxLength !== 'number')
    model.fail(`${pointer}/properties/issues/items`, 'field must be bounded with maxLength');
  return { issues: issues.maxItems!, field: field.maxLength! };
}

/** `x-error-roles`: the code each answer the router gives by itself carries, with that code's status. */
const ROLE_STATUSES: Record<ErrorRole, number> = {
  validation: 400,
  unauthenticated: 401,
  unknownPath: 404,
  internal: 500,
};

/** `x-error-roles` and `x-unsupported-method`, each code checked against the catalogue and its status. */
export function errorRolesOf(model: ContractModel, catalog: Record<string, { status: number }>) {
  const declared = extensionsOf('document', model.document);
  const rolesKey = extensionKey('document', 'errorRoles');
  const methodKey = extensionKey('document', 'unsupportedMethod');
  const expect = (pointer: string, code: unknown, status?: number): string => {
    if (typeof code !== 'string' || catalog[code] === undefined) {
      return model.fail(pointer, 'must be an error code of the contract');
    }
    if (status !== undefined && catalog[code].status !== status) model.fail(pointer, `${code} is not a ${status} code`);
    return code;
  };
  const errorRoles = Object.fromEntries(
    Object.entries(ROLE_STATUSES).map(([role, status]) => [
      role,
      expect(`/${rolesKey}/${role}`, declared.errorRoles?.[role as ErrorRole], status),
    ]),
  ) as ErrorRoles;
  const method = declared.unsupportedMethod ?? model.fail(`/${methodKey}`, 'must declare status, code and header');
  const code = expect(`/${methodKey}/code`, method.code);
  const unsupportedMethod = { status: method.status, code, header: method.header };
  return { errorRoles, unsupportedMethod };
}

/**
 * `x-route-rules` (on the operation creating routes): the named topologies and the 400 code of each way out of
 * them, each code one the operation documents for 400. `null` in a document without one (the sandbox helpers).
 */
function routeRulesOf(model: ContractModel): RouteRules | null {
  const key = extensionKey('operation', 'routeRules');
  const declaring = model.operations.filter(
    (operation) => extensionsOf('operation', operation.operation).routeRules !== undefined,
  );
  if (declaring.length === 0) return null;
  if (declaring.length > 1) model.fail(declaring[1]!.pointer, `${key} is declared by one operation only`);
  const operation = declaring[0]!;
  const rules = extensionsOf('operation', operation.operation).routeRules!;
  const documented = operationErrorCodes(model, operation).get('400') ?? [];
  for (const why of ['currency', 'direction', 'chain'] as const) {
    if (!documented.includes(rules.rejections[why])) {
      const at = `${operation.pointer}/${key}/rejections/${why}`;
      model.fail(at, `must be one of the operation's 400 codes (${documented.join(', ')})`);
    }
  }
  return { topologies: rules.topologies, rejections: rules.rejections };
}

/** The closed value sets the contract names (`enum` of a component schema): reasons, kinds, networks, formats. */
function contractEnums(model: ContractModel): Record<string, string[]> {
  const enums: Record<string, string[]> = {};
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    const values = model.resolve<SchemaObject>(schema).enum;
    if (values?.every((value) => typeof value === 'string')) enums[name] = values as string[];
  }
  return enums;
}

/** `x-refusal-codes`: by string-enum schema name, the error code each listed value refuses a request with. */
export function refusalCodes(model: ContractModel): Record<string, Record<string, string>> {
  const refusals: Record<string, Record<string, string>> = {};
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    const resolved = model.resolve<SchemaObject>(schema);
    const codes = extensionsOf('schema', resolved).refusalCodes;
    if (codes === undefined) continue;
    for (const value of Object.keys(codes)) {
      if (!(resolved.enum ?? []).includes(value)) {
        const at = jsonPointer('components', 'schemas', name, extensionKey('schema', 'refusalCodes'), value);
        model.fail(at, `'${value}' is not a value of the schema's enum`);
      }
    }
    refusals[name] = { ...codes };
  }
  return refusals;
}

/**
 * The schema a member takes by the value of another, as a component schema states it with `allOf` of
 * `if: {properties: {P: {const: v}}}, then: {properties: {Q: {$ref: S}}}`: by schema, then P, then v, then Q
 * (e.g. `WalletAccount.addressFormat.ethereum.address` is `EvmAddress`). A condition may name a schema P meets
 * instead of a value (`{P: {$ref: T}}`: v is T), and a list member's items may be chosen (`{Q: {items: {$ref: S}}}`:
 * Q is written `Q[]`), so `WalletRegistration.address.EvmAddress['networks[]']` is `EvmNetworkId`.
 */
function schemaChoices(model: ContractModel): Record<string, Record<string, Record<string, Record<string, string>>>> {
  const choices: Record<string, Record<string, Record<string, Record<string, string>>>> = {};
  const componentRef = '#/components/schemas/';
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    for (const branch of model.resolve<SchemaObject>(schema).allOf ?? []) {
      const { if: condition, then: consequence } = branch as { if?: SchemaObject; then?: SchemaObject };
      const tested = Object.entries(condition?.properties ?? {});
      if (tested.length !== 1) continue;
      const [property, test] = tested[0]!;
      const { const: constant, $ref: tested$ref } = test as SchemaObject & { $ref?: unknown };
      const value =
        typeof constant === 'string'
          ? constant
          : typeof tested$ref === 'string' && tested$ref.startsWith(componentRef)
            ? tested$ref.slice(componentRef.length)
            : undefined;
      if (value === undefined) continue;
      for (const [member, chosen] of Object.entries(consequence?.properties ?? {})) {
        const { $ref: direct, items } = chosen as { $ref?: unknown; items?: { $ref?: unknown } };
        const [key, ref] = typeof direct === 'string' ? [member, direct] : [`${member}[]`, items?.$ref];
        if (typeof ref !== 'string' || !ref.startsWith(componentRef)) continue;
        ((choices[name] ??= {})[property] ??= {})[value] ??= {};
        choices[name][property][value][key] = ref.slice(componentRef.length);
      }
    }
  }
  return choices;
}

/** The `pattern` of each component schema that states one, as an export named after the schema. */
export function schemaPatterns(model: ContractModel): { name: string; literal: string }[] {
  const patterns: { name: string; literal: string }[] = [];
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    const pattern = model.resolve<SchemaObject>(schema).pattern;
    if (typeof pattern !== 'string') continue;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      model.fail(`/components/schemas/${name}`, 'a schema with a pattern is exported under its name: use PascalCase');
    }
    patterns.push({ name, literal: tsLiteral(pattern) });
  }
  return patterns;
}

/** The fields of an entry that make its route (runtime/operation.ts `OperationRoute`). */
const ROUTE_KEYS: readonly (keyof OperationRoute)[] = ['operationId', 'method', 'path', 'credential', 'accept'];

export const operationsArtifact: ArtifactGenerator = {
  name: 'operations',
  outputs: ['operations.ts', 'operation-routes.ts', 'schema-patterns.ts'],
  generate(model, context) {
    const specs = model.operations.map((operation) => operationSpec(model, operation));
    // operation-routes.ts holds each operation's route, for the client; operations.ts holds the whole entry, so the
    // router's package does not depend on the client's.
    const isRoute = ([key]: [string, unknown]) => ROUTE_KEYS.includes(key as keyof OperationRoute);
    const routes = Object.fromEntries(
      specs.map((spec) => [spec.operationId, Object.fromEntries(Object.entries(spec).filter(isRoute))]),
    );
    const table = Object.fromEntries(specs.map((spec) => [spec.operationId, spec]));
    const declared = extensionsOf('document', model.document);
    const queryRules = declared.queryRules ?? {};
    const docsUrl =
      declared.errorDocsUrl ??
      model.fail(`/${extensionKey('document', 'errorDocsUrl')}`, 'must be a URL template containing {code}');
    const catalog = errorCatalog(model);
    const { errorRoles, unsupportedMethod } = errorRolesOf(model, catalog);
    const routeRules = routeRulesOf(model);
    const session = sessionFactsOf(model);
    const placement = context?.placement ?? contractPlacement;
    const contents = render('operations.ts.hbs', {
      imports: importsOf(placement, 'operations.ts'),
      title: model.document.info.title,
      version: model.document.info.version,
      operations: tsLiteral(table),
      queryRules: tsLiteral(queryRules),
      errorCatalog: tsLiteral(catalog),
      issueBounds: tsLiteral(issueBounds(model)),
      errorRoles: tsLiteral(errorRoles),
      unsupportedMethod: tsLiteral(unsupportedMethod),
      contractEnums: tsLiteral(contractEnums(model)),
      schemaChoices: tsLiteral(schemaChoices(model)),
      refusalCodes: tsLiteral(refusalCodes(model)),
      routeRules: routeRules === null ? 'null' : `${tsLiteral(routeRules)} as const`,
      docsUrlTemplate: tsLiteral(docsUrl),
      requestIdHeader: tsLiteral(requestIdHeaderOf(model)),
      retryStatuses: tsLiteral(retryStatusesOf(model)),
      sessionScheme: session === null ? 'null' : `${tsLiteral(session)} as const`,
      removedDestinationChains: tsLiteral(removedDestinationChainsOf(model)),
    });
    const routeContents = render('operation-routes.ts.hbs', {
      imports: importsOf(placement, 'operation-routes.ts'),
      title: model.document.info.title,
      version: model.document.info.version,
      routes: tsLiteral(routes),
    });
    const patternContents = render('schema-patterns.ts.hbs', {
      title: model.document.info.title,
      version: model.document.info.version,
      patterns: schemaPatterns(model),
    });
    return [
      { path: 'operations.ts', contents },
      { path: 'operation-routes.ts', contents: routeContents },
      { path: 'schema-patterns.ts', contents: patternContents },
    ];
  },
};

// The guide pages of the reference, read from the contract: authentication (schemes, exchange,
// reasons), pagination and filtering (page parameters, filters per list, `x-query-rules` with an example each)
// and the error catalogue (one heading, hence one stable anchor `tag/Errors/<code>`, per code). Redoc turns
// every `##` heading into a menu entry and a section of its own, so the pages keep headings for what needs an
// anchor or a search hit; the text between them is HTML (generators/docs-html.ts). The change log stays the
// Markdown it is written in.
import type { ExampleObject, ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference, type ContractModel, type OperationEntry } from '@ausd/contract-model/model';
import { operationErrorCodes } from '@ausd/contract-model/error-codes';
import { errorCatalog, errorRolesOf } from './operations.js';
import { credentialOf, sessionFactsOf } from './contract-facts.js';
import { sequencePicture } from './docs-sequence.js';
import { block, code, escapeHtml, inline, list, page, paragraph, table } from './docs-html.js';
import { objectFields } from './object-fields.js';
import { extensionKey, extensionsOf } from '@ausd/contract-model/extensions';

export const errorsPage = 'Errors';

/** The anchor of an operation in the reference. */
export function operationAnchor(entry: OperationEntry): string {
  return `#tag/${entry.operation.tags?.[0] ?? ''}/operation/${entry.id}`.replaceAll(' ', '-');
}

const operationLink = (entry: OperationEntry) => `[\`${entry.id}\`](${operationAnchor(entry)})`;

/** The paragraph of `info.description` that starts with `**<lead>.**`, without its lead. */
export function descriptionParagraph(model: ContractModel, lead: string): string {
  const paragraphs = (model.document.info.description ?? '').split(/\n\s*\n/);
  const found = paragraphs.find((paragraph) => paragraph.trim().startsWith(`**${lead}.**`));
  if (found === undefined)
    model.fail('/info/description', `has no paragraph starting with **${lead}.** for the guide pages`);
  return found
    .trim()
    .slice(`**${lead}.**`.length)
    .trim()
    .replace(/\s*\n\s*/g, ' ');
}

/**
 * A schema as a short TypeScript-like type, for reading (not compiling); objects below `depth` show as `{…}`,
 * enums of more than `values` values as their first ones and a count.
 */
export function typeText(
  model: ContractModel,
  schema: SchemaObject | ReferenceObject | boolean | undefined,
  depth = Number.POSITIVE_INFINITY,
  values = Number.POSITIVE_INFINITY,
): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  const resolved = model.resolve<SchemaObject>(schema);
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.enum) {
    const shown = resolved.enum.slice(0, resolved.enum.length > values ? 3 : undefined);
    const more = resolved.enum.length - shown.length;
    return [
      ...shown.map((value) => JSON.stringify(value)),
      ...(more > 0 ? [`… (${resolved.enum.length} values)`] : []),
    ].join(' | ');
  }
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives) return alternatives.map((alternative) => typeText(model, alternative, depth, values)).join(' | ');
  if (resolved.type === 'array') {
    const item = typeText(model, resolved.items as SchemaObject, depth, values);
    return `${item.includes(' | ') ? `(${item})` : item}[]`;
  }
  if (resolved.type === 'object' || resolved.properties || resolved.allOf) {
    const { properties, required } = objectFields(model, resolved);
    if (Object.keys(properties).length === 0) return 'object';
    if (depth <= 0) return '{…}';
    const fields = Object.entries(properties).map(
      ([name, property]) =>
        `${name}${required.has(name) ? '' : '?'}: ${typeText(model, property as SchemaObject, depth - 1, values)}`,
    );
    return `{ ${fields.join('; ')} }`;
  }
  const format = resolved.format ? ` (${resolved.format})` : '';
  return `${Array.isArray(resolved.type) ? resolved.type.join(' | ') : (resolved.type ?? 'unknown')}${format}`;
}

function exchangeOperation(model: ContractModel): OperationEntry {
  const found = model.operations.filter((entry) => credentialOf(model, entry) === 'exchange');
  if (found.length !== 1)
    model.fail('/paths', 'the authentication guide expects exactly one operation taking the API key');
  return found[0]!;
}

function firstExample(
  model: ContractModel,
  media: { example?: unknown; examples?: Record<string, unknown> } | undefined,
): unknown {
  if (media?.example !== undefined) return media.example;
  const first = Object.values(media?.examples ?? {})[0];
  return first === undefined ? undefined : model.resolve<ExampleObject>(first as ExampleObject).value;
}

/** `\`value\`: sentence.` pairs of a description, one per enum value; every value must be explained. */
function enumMeanings(model: ContractModel, schema: SchemaObject, pointer: string): [string, string][] {
  const text = schema.description ?? '';
  return (schema.enum ?? []).map((value) => {
    const match = new RegExp(`\`${value}\`: (.*?)(?= \`[a-z_]+\`:|$)`, 's').exec(text);
    if (match === null) model.fail(pointer, `the description does not explain \`${value}\` for the reasons table`);
    return [String(value), match[1]!.trim()];
  });
}

function unauthorizedReason(model: ContractModel): { schema: SchemaObject; pointer: string } {
  const pointer = '/components/schemas/UnauthorizedReason';
  const schema = model.document.components?.schemas?.UnauthorizedReason;
  if (schema === undefined || isReference(schema))
    model.fail(pointer, 'the authentication guide reads the reasons from this schema');
  return { schema: schema as SchemaObject, pointer };
}

export function authenticationGuide(model: ContractModel): string {
  const exchange = exchangeOperation(model);
  const session =
    sessionFactsOf(model) ?? model.fail('/components/securitySchemes', 'the guide needs a session scheme');
  const { unauthenticated } = errorRolesOf(model, errorCatalog(model)).errorRoles;
  const success = exchange.responses.find((response) => response.status.startsWith('2'))!;
  const example = firstExample(model, success.value.content?.['application/json']);
  const schemes = Object.entries(model.document.components?.securitySchemes ?? {}).map(([name, scheme]) => {
    const resolved = model.resolve(scheme);
    return [
      `\`${name}\``,
      `\`Authorization: Bearer …\`${resolved.bearerFormat ? ` (${resolved.bearerFormat})` : ''}`,
      resolved.description ?? '',
    ];
  });
  const reason = unauthorizedReason(model);
  const reasons = enumMeanings(model, reason.schema, reason.pointer).map(([value, meaning]) => [
    `\`${value}\``,
    meaning,
  ]);
  const exchangeCodes = [...operationErrorCodes(model, exchange)].map(
    ([status, codes]) => `\`${status}\` ${codes.map((c) => `\`${c}\``).join(', ')}`,
  );
  return page(block(paragraph(descriptionParagraph(model, 'Authentication'))), [
    [
      'Flow',
      block(
        list(
          [
            inline(
              `Exchange the API key: ${operationLink(exchange)}, \`${exchange.method.toUpperCase()} ${exchange.path}\` ` +
                'with `Authorization: Bearer <API key>`. The answer carries the session JWT:',
            ) + code(JSON.stringify(example, null, 2)),
            inline(
              `Send \`Authorization: Bearer <${session.exchange.tokenField}>\` on every other operation that is not public.`,
            ),
            inline(
              `On \`401 ${unauthenticated}\` with \`context.reason\` \`${session.renewOn}\`, exchange the key again and ` +
                'repeat the request once. The toolkit client does both on its own: it renews a session before it runs ' +
                `out and once on \`${session.renewOn}\`.`,
            ),
          ],
          true,
        ),
        `<p>${sequencePicture(exchange, { ...session, tokenField: session.exchange.tokenField, unauthenticated })}</p>`,
      ),
    ],
    [
      'Credentials',
      block(
        table(['Scheme', 'Sent as', 'Lifetime and use'], schemes),
        paragraph(`Errors of the exchange: ${exchangeCodes.join('; ')}.`),
      ),
    ],
    [
      'Reasons',
      block(
        paragraph(
          'Every failed authentication is `401 unauthorized` with one of these `context.reason` values ' +
            `(see [unauthorized](#tag/${errorsPage}/unauthorized)):`,
        ),
        table(['`context.reason`', 'Meaning'], reasons),
      ),
    ],
  ]);
}

interface RuleExample {
  rule: string;
  operationId: string;
  query: string;
}

/** A list operation with a multi-value filter and a range: every query rule can be shown on it. */
function ruleShowcase(model: ContractModel): {
  entry: OperationEntry;
  list: ParameterObject;
  range: string;
  timestamp: string;
} {
  for (const entry of model.operations) {
    const query = entry.parameters.map((parameter) => parameter.value).filter((parameter) => parameter.in === 'query');
    const list = query.find((parameter) => model.resolve<SchemaObject>(parameter.schema ?? {}).type === 'array');
    const bound = query.find((parameter) => extensionsOf('parameter', parameter).range !== undefined);
    if (list && bound) {
      const range = extensionsOf('parameter', bound).range!.field;
      return { entry, list, range, timestamp: String(bound.example) };
    }
  }
  return model.fail('/paths', 'the pagination guide needs a list operation with a multi-value filter and a range');
}

/** One request breaking each `x-query-rules` rule; a rule without an example here fails generation. */
export function queryRuleExamples(model: ContractModel): RuleExample[] {
  const { entry, list, range, timestamp } = ruleShowcase(model);
  const values =
    model.resolve<SchemaObject>(model.resolve<SchemaObject>(list.schema ?? {}).items as SchemaObject).enum ?? [];
  const [first, second] = [String(values[0]), String(values[1] ?? values[0])];
  const later = new Date(Date.parse(timestamp) + 86_400_000).toISOString().replace('.000Z', 'Z');
  const queries: Record<string, string> = {
    repeated_parameter: `${list.name}=${first}&${list.name}=${second}`,
    unknown_parameter: `colour=blue`,
    unknown_range_operator: `${range}.eq=${timestamp}`,
    empty_value: `${list.name}=`,
    conflicting_bounds: `${range}.gt=${timestamp}&${range}.gte=${timestamp}`,
    unsatisfiable_range: `${range}.gte=${later}&${range}.lt=${timestamp}`,
    zoneless_timestamp: `${range}.gte=${timestamp.replace(/(Z|[+-]\d\d:\d\d)$/, '')}`,
    unrepresentable_timestamp: `${range}.gt=2016-12-31T23:59:60Z`,
    encoded_comma: `${list.name}=${first}%2C${second}`,
  };
  const key = extensionKey('document', 'queryRules');
  return Object.keys(extensionsOf('document', model.document).queryRules ?? {}).map((rule) => {
    const query = queries[rule] ?? model.fail(`/${key}/${rule}`, 'the pagination guide has no example for this rule');
    return { rule, operationId: entry.id, query };
  });
}

/** What a list query parameter selects, from its `x-filter` or `x-range` declaration. */
function selects(parameter: ParameterObject): string {
  const { filter, range } = extensionsOf('parameter', parameter);
  if (filter) return `\`${filter.field}\` ${filter.match}`;
  if (range) return `\`${range.field}\` ${range.bound} bound, ${range.inclusive ? 'inclusive' : 'exclusive'}`;
  return '';
}

function parameterRow(model: ContractModel, parameter: ParameterObject): string[] {
  const schema = model.resolve<SchemaObject>(parameter.schema ?? {});
  const values =
    schema.type === 'array'
      ? `comma-separated ${typeText(model, schema.items as SchemaObject)}`
      : typeText(model, schema);
  return [`\`${parameter.name}\``, values, selects(parameter), parameter.description ?? ''];
}

const parameterHead = ['Parameter', 'Values', 'Selects', 'Meaning'];

/** The order of a list, from its `x-ordering`. */
function orderingOf(entry: OperationEntry): string {
  const ordering = extensionsOf('operation', entry.operation).ordering;
  if (ordering === undefined) return '';
  const tie = ordering.tieBreaker ? `, ties broken by \`${ordering.tieBreaker}\`` : '';
  return ` Ordered by \`${ordering.field}\` ${ordering.direction}${tie}.`;
}

export function paginationGuide(model: ContractModel): string {
  const { validation } = errorRolesOf(model, errorCatalog(model)).errorRoles;
  const lists = model.operations.filter((entry) =>
    entry.parameters.some((parameter) => extensionsOf('parameter', parameter.value).pagination === 'cursor'),
  );
  const paginates = (parameter: ParameterObject) => extensionsOf('parameter', parameter).pagination !== undefined;
  const paging = lists[0]?.parameters.filter((p) => paginates(p.value)).map((p) => parameterRow(model, p.value)) ?? [];
  const rules = extensionsOf('document', model.document).queryRules ?? {};
  const byId = new Map(model.operations.map((entry) => [entry.id, entry]));
  const examples = queryRuleExamples(model).map(({ rule, operationId, query }) => [
    `\`${rule}\``,
    `\`GET ${byId.get(operationId)!.path}?${query}\``,
    rules[rule]!,
  ]);
  const filters = lists.flatMap((entry) => {
    const own = entry.parameters.filter((p) => p.value.in === 'query' && !paginates(p.value));
    return [
      `<h3>${escapeHtml(entry.id)}</h3>`,
      paragraph(`${operationLink(entry)} \`GET ${entry.path}\`.${orderingOf(entry)}`),
      table(
        parameterHead,
        own.map((p) => parameterRow(model, p.value)),
      ),
    ];
  });
  return page(block(paragraph(descriptionParagraph(model, 'Conventions'))), [
    [
      'Pages',
      block(
        table(parameterHead, paging),
        paragraph(
          'Each answer is `{data, nextCursor}`; `nextCursor` is `null` on the last page. The toolkit client walks the ' +
            'pages for you (`for await (const item of client.transactions.list(filters))`).',
        ),
      ),
    ],
    [
      'Filters',
      block(
        paragraph(
          'Filters combine with AND. A list filter takes several values as one comma-separated value, the commas ' +
            'sent literally: an encoded comma (`%2C`, as some generators send) is part of one value, never a ' +
            'separator, and is refused (`encoded_comma` below). A range takes ' +
            'one lower bound (`gt` or `gte`) and one upper bound (`lt` or `lte`) per field, as ' +
            '`field.gte=2026-03-01T00:00:00Z`.',
        ),
        ...filters,
      ),
    ],
    [
      'Query rules',
      block(
        paragraph(
          'A filter is never dropped silently: a query that breaks one of these rules (`x-query-rules` in the ' +
            `contract) is refused with \`400 ${validation}\` ([${validation}](#tag/${errorsPage}/${validation})), ` +
            'and `context.issues` names every offending parameter with the message of its rule.',
        ),
        table(['Rule', 'Example request', 'Message in `context.issues`'], examples),
      ),
    ],
  ]);
}

interface ErrorUse {
  status: string;
  operations: OperationEntry[];
}

function errorUses(model: ContractModel): Map<string, ErrorUse> {
  const uses = new Map<string, ErrorUse>();
  for (const entry of model.operations) {
    for (const [status, codes] of operationErrorCodes(model, entry)) {
      for (const code of codes) {
        const use = uses.get(code) ?? { status, operations: [] };
        use.operations.push(entry);
        uses.set(code, use);
      }
    }
  }
  return uses;
}

/** The first example body of each code, and the schema fixing its `code`. */
function errorExamples(model: ContractModel): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const entry of model.operations) {
    for (const response of entry.responses) {
      for (const example of Object.values(response.value.content?.['application/json']?.examples ?? {})) {
        const value = model.resolve<ExampleObject>(example).value as { code?: unknown } | undefined;
        if (typeof value?.code === 'string' && !found.has(value.code)) found.set(value.code, value);
      }
    }
  }
  return found;
}

function contextSchemas(model: ContractModel): Map<string, SchemaObject | boolean | undefined> {
  const found = new Map<string, SchemaObject | boolean | undefined>();
  for (const schema of Object.values(model.document.components?.schemas ?? {})) {
    const resolved = model.resolve<SchemaObject>(schema);
    const code = (resolved.properties?.code as SchemaObject | undefined)?.const;
    if (typeof code === 'string') found.set(code, resolved.properties?.context as SchemaObject | boolean | undefined);
  }
  return found;
}

/** The operations answering a code: all, all but a few, or the few. */
function returnedBy(model: ContractModel, operations: OperationEntry[]): string {
  const link = (entry: OperationEntry) => `[${entry.id}](${operationAnchor(entry)})`;
  if (operations.length === model.operations.length) return 'Returned by every operation.';
  const others = model.operations.filter((entry) => !operations.includes(entry));
  if (others.length < operations.length) return `Returned by every operation except ${others.map(link).join(', ')}.`;
  return `Returned by ${operations.map(link).join(', ')}.`;
}

export function errorsGuide(model: ContractModel): string {
  const catalog = errorCatalog(model);
  const uses = errorUses(model);
  const examples = errorExamples(model);
  const contexts = contextSchemas(model);
  // Every error body extends ErrorBody (the lint rule error-responses-use-error): its fields are every error's.
  const base = model.resolve<SchemaObject>(
    model.document.components?.schemas?.ErrorBody ?? model.fail('/components/schemas', 'no ErrorBody schema'),
  );
  const fields = Object.entries(base.properties ?? {}).map(([name, property]) => {
    const resolved = model.resolve<SchemaObject>(property as SchemaObject);
    return [`\`${name}\``, typeText(model, resolved), resolved.description ?? ''];
  });
  // The menu and the search list the codes; each section is the whole entry of its code (no overview table
  // repeating them).
  const sections = Object.entries(catalog).map(([code, entry]): [string, string] => {
    const context = contexts.get(code);
    const example =
      examples.get(code) ?? model.fail('/components/responses', `no response example shows error code ${code}`);
    return [
      code,
      block(
        paragraph(`**${entry.status}** · ${entry.description}`),
        paragraph(returnedBy(model, uses.get(code)?.operations ?? [])),
        paragraph(
          context === undefined || context === false ? 'No `context`.' : `\`context\`: \`${typeText(model, context)}\``,
        ),
        // One line, not a highlighted block per code: 21 code blocks cost the page about a tenth of its render time.
        paragraph(`Example: \`${JSON.stringify(example)}\``),
      ),
    ];
  });
  return page(
    block(
      paragraph(descriptionParagraph(model, 'Errors')),
      table(['Field', 'Type', 'Meaning'], fields),
      paragraph(
        `Each code has its own section below, listed in the menu; its anchor is the code (\`#tag/${errorsPage}/<code>\`), ` +
          'which is where `docs_url` points.',
      ),
    ),
    sections,
  );
}

/** The versioning policy from the contract, then the contract's change log (headings moved under the page). */
export function versioningGuide(model: ContractModel, changelog: string | undefined): string {
  const log = changelog
    ?.replace(/^# .*\n+/, '')
    .replace(/^## \[([^\]]+)\]/gm, '## $1')
    .trim();
  return [
    descriptionParagraph(model, 'Beta'),
    '',
    descriptionParagraph(model, 'Change history'),
    '',
    log ?? 'The change log is not published yet.',
    '',
  ].join('\n');
}

// Project lint rules for the contract, run by `ausd-api lint` through redocly.yaml. Each rule states one
// convention of ARCHITECTURE.md that the built-in rules cannot express.
import path from 'node:path';

/**
 * A node with the file it was read from, so the `$ref`s inside it resolve relative to that file (the
 * spec is split over files; the same rules also run on the bundle, where every ref is local).
 */
function at(node, file, pointer = '') {
  return { node, file, pointer };
}

/** Follows `$ref`s until a node that is not a reference; `pointer` is where the last one pointed. */
function follow(target, ctx) {
  let current = target;
  for (let depth = 0; depth < 20 && typeof current.node?.$ref === 'string'; depth += 1) {
    const { node, location } = ctx.resolve(current.node, current.file);
    if (!location) return at(undefined, current.file);
    current = at(node, location.source.absoluteRef, location.pointer);
  }
  return current;
}

/** True when `ref` (read in `file`) points at a schema whose name is `name` (`#/Name` or `#/components/schemas/Name`). */
function refersTo(ref, file, name, ctx) {
  if (typeof ref?.$ref !== 'string') return false;
  return follow(at(ref, file), ctx).pointer.split('/').at(-1) === name;
}

/** A per-code error schema: fixes `code` with `const`, requires it, and extends `ErrorBody` through `allOf`. */
function isPerCodeErrorSchema(target, ctx) {
  const schema = follow(target, ctx);
  if (!schema.node || typeof schema.node !== 'object') return false;
  const code = follow(at(schema.node.properties?.code, schema.file), ctx).node;
  const extendsError = (schema.node.allOf ?? []).some((part) => refersTo(part, schema.file, 'ErrorBody', ctx));
  return typeof code?.const === 'string' && extendsError && (schema.node.required ?? []).includes('code');
}

/** Every 4xx/5xx response is JSON whose schema is one per-code error schema, or a `oneOf` of them keyed by `code`. */
function ErrorResponsesUseError() {
  return {
    Operation(operation, ctx) {
      const file = ctx.location.source.absoluteRef;
      for (const [status, responseRef] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const where = ctx.location.child(['responses', status]);
        const response = follow(at(responseRef, file), ctx);
        const media = response.node?.content?.['application/json'];
        if (!media?.schema) {
          ctx.report({
            message: `${status} response must have an application/json error body (ErrorBody).`,
            location: where,
          });
          continue;
        }
        const schema = at(media.schema, response.file);
        const variants = media.schema.$ref
          ? [schema]
          : (media.schema.oneOf ?? []).map((variant) => at(variant, response.file));
        const keyed = media.schema.$ref !== undefined || media.schema.discriminator?.propertyName === 'code';
        if (variants.length === 0 || !keyed || !variants.every((variant) => isPerCodeErrorSchema(variant, ctx))) {
          ctx.report({
            message: `${status} response schema must reference per-code error schemas (allOf ErrorBody, const code), several as oneOf with discriminator on code.`,
            location: where,
          });
        }
      }
    },
  };
}

function hasExamples(media) {
  return media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
}

/** Every request body and every response body of every operation carries at least one example. */
function OperationExamples() {
  return {
    Operation(operation, ctx) {
      const file = ctx.location.source.absoluteRef;
      const body = follow(at(operation.requestBody, file), ctx).node;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        if (!hasExamples(media)) {
          ctx.report({
            message: `Request body ${type} has no example.`,
            location: ctx.location.child(['requestBody', 'content', type]),
          });
        }
      }
      for (const [status, responseRef] of Object.entries(operation.responses ?? {})) {
        const response = follow(at(responseRef, file), ctx).node;
        for (const [type, media] of Object.entries(response?.content ?? {})) {
          if (!hasExamples(media)) {
            ctx.report({
              message: `Response ${status} ${type} has no example.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      }
    },
  };
}

/**
 * List operations (operationId `list…`) are GETs that take `cursor` and `limit`, reject unknown query
 * parameters (`x-strict-query: true`) and answer 200 with a schema built on `ListEnvelope`; no other
 * operation takes `cursor` or `limit`.
 */
function ListOperations() {
  return {
    PathItem(pathItem, ctx) {
      const file = ctx.location.source.absoluteRef;
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = pathItem[method];
        if (!operation) continue;
        const where = ctx.location.child([method]);
        const isList = /^list[A-Z]/.test(operation.operationId ?? '');
        const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
        const names = parameters.map((parameter) => follow(at(parameter, file), ctx).node?.name);
        const paginated = names.includes('cursor') || names.includes('limit');
        if (!isList) {
          if (paginated)
            ctx.report({ message: 'Only list operations (operationId list…) take cursor/limit.', location: where });
          continue;
        }
        if (method !== 'get') ctx.report({ message: 'A list operation must be a GET.', location: where });
        for (const name of ['cursor', 'limit']) {
          if (!names.includes(name))
            ctx.report({ message: `List operation must take the '${name}' query parameter.`, location: where });
        }
        if (operation['x-strict-query'] !== true) {
          ctx.report({ message: 'List operation must declare x-strict-query: true.', location: where });
        }
        const ok = follow(at(operation.responses?.['200'], file), ctx);
        const schema = follow(at(ok.node?.content?.['application/json']?.schema, ok.file), ctx);
        const onEnvelope = (schema.node?.allOf ?? []).some((part) => refersTo(part, schema.file, 'ListEnvelope', ctx));
        if (!onEnvelope) {
          ctx.report({
            message: 'List operation 200 body must be allOf ListEnvelope.',
            location: where.child(['responses', '200']),
          });
        }
      }
    },
  };
}

/**
 * Every query parameter of a list operation says what it does, in exactly one of `x-pagination`, `x-range`
 * or `x-filter` (the item field it selects and how it matches), and the operation declares its `x-ordering`:
 * the sandbox and the conformance runner read list semantics from these declarations, nowhere else.
 */
function ListSemantics() {
  const declarations = ['x-pagination', 'x-range', 'x-filter'];
  const choices = declarations.join(', ');
  return {
    PathItem(pathItem, ctx) {
      const file = ctx.location.source.absoluteRef;
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = pathItem[method];
        if (!operation || !/^list[A-Z]/.test(operation.operationId ?? '')) continue;
        const where = ctx.location.child([method]);
        const ordering = operation['x-ordering'];
        if (typeof ordering?.field !== 'string' || typeof ordering?.tieBreaker !== 'string') {
          const message = 'List operation must declare x-ordering: {field, direction, tieBreaker}.';
          ctx.report({ message, location: where });
        }
        (operation.parameters ?? []).forEach((ref, index) => {
          const parameter = follow(at(ref, file), ctx).node;
          if (parameter?.in !== 'query') return;
          const declared = declarations.filter((key) => parameter[key] !== undefined);
          const filter = parameter['x-filter'];
          const location = where.child(['parameters', index]);
          if (declared.length !== 1) {
            const message = `List query parameter ${parameter.name} must declare exactly one of ${choices}.`;
            ctx.report({ message, location });
          } else if (filter !== undefined && (typeof filter.field !== 'string' || typeof filter.match !== 'string')) {
            ctx.report({ message: `${parameter.name} must declare x-filter: {field, match}.`, location });
          }
        });
      }
    },
  };
}

/** A dotted query parameter (`initiatedAt.gte`) is a range bound and says so in `x-range`, consistently with its name. */
function RangeBounds() {
  const bounds = { gt: ['lower', false], gte: ['lower', true], lt: ['upper', false], lte: ['upper', true] };
  return {
    Parameter(parameter, ctx) {
      if (parameter.in !== 'query' || !parameter.name.includes('.')) return;
      const [field, operator] = parameter.name.split('.');
      const expected = bounds[operator];
      const range = parameter['x-range'];
      if (!expected) {
        ctx.report({
          message: `Dotted parameter ${parameter.name} must end in .gt, .gte, .lt or .lte.`,
          location: ctx.location.child(['name']),
        });
      } else if (!range || range.field !== field || range.bound !== expected[0] || range.inclusive !== expected[1]) {
        ctx.report({
          message: `${parameter.name} must declare x-range: {field: ${field}, bound: ${expected[0]}, inclusive: ${expected[1]}}.`,
          location: ctx.location,
        });
      }
    },
  };
}

/** Every subschema of `target` (`$ref`s followed, each node once), with the file and pointer it was read at. */
function* subschemas(target, ctx, seen = new Set()) {
  const schema = follow(target, ctx);
  if (!schema.node || typeof schema.node !== 'object' || seen.has(schema.node)) return;
  seen.add(schema.node);
  yield schema;
  const { node, file, pointer } = schema;
  const children = [
    ...Object.entries(node.properties ?? {}).map(([name, child]) => [`properties/${name}`, child]),
    ...['items', 'additionalProperties', 'unevaluatedProperties', 'if', 'then', 'else', 'not'].map((key) => [
      key,
      node[key],
    ]),
    ...['prefixItems', 'allOf', 'oneOf', 'anyOf'].flatMap((key) =>
      (node[key] ?? []).map((child, index) => [`${key}/${index}`, child]),
    ),
  ];
  for (const [step, child] of children)
    if (child && typeof child === 'object') yield* subschemas(at(child, file, `${pointer}/${step}`), ctx, seen);
}

/**
 * Every list a request body may carry states its `maxItems` (and says why in its description): validation cost
 * and what a handler loops over stay bounded by the contract, not by the body size limit alone.
 */
function BoundedRequestLists() {
  return {
    RequestBody(requestBody, ctx) {
      const file = ctx.location.source.absoluteRef;
      for (const [type, media] of Object.entries(requestBody.content ?? {})) {
        if (!media?.schema) continue;
        for (const { node, file: where, pointer } of subschemas(at(media.schema, file), ctx)) {
          const types = Array.isArray(node.type) ? node.type : [node.type];
          if ((types.includes('array') || node.items !== undefined) && typeof node.maxItems !== 'number') {
            ctx.report({
              message: `A list in a request body must declare maxItems (${path.basename(where)}${pointer.replace(/^#?/, '#')}).`,
              location: ctx.location.child(['content', type, 'schema']),
            });
          }
        }
      }
    },
  };
}

export default function ausdPlugin() {
  return {
    id: 'ausd',
    rules: {
      oas3: {
        'error-responses-use-error': ErrorResponsesUseError,
        'operation-examples': OperationExamples,
        'list-operations': ListOperations,
        'range-bounds': RangeBounds,
        'list-semantics': ListSemantics,
        'bounded-request-lists': BoundedRequestLists,
      },
    },
  };
}

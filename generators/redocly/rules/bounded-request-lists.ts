// Every list a request body may carry states its `maxItems` (and says why in its description): validation cost
// and what a handler loops over stay bounded by the contract, not by the body size limit alone.
import path from 'node:path';
import type { Oas3_1Schema, Oas3Rule, UserContext } from '@redocly/openapi-core';
import { at, follow, type Located } from '../rule-helpers/located.ts';

const singleChildren = ['items', 'additionalProperties', 'unevaluatedProperties', 'if', 'then', 'else', 'not'] as const;
const listChildren = ['prefixItems', 'allOf', 'oneOf', 'anyOf'] as const;

/** Every subschema of `target` (`$ref`s followed, each node once), with the file and pointer it was read at. */
function* subschemas(
  target: Located<Oas3_1Schema>,
  ctx: UserContext,
  seen = new Set<object>(),
): Generator<Located<Oas3_1Schema>> {
  const schema = follow(target, ctx);
  if (!schema.node || typeof schema.node !== 'object' || seen.has(schema.node)) return;
  seen.add(schema.node);
  yield schema;
  const { node, file, pointer } = schema;
  const children: [string, unknown][] = [
    ...Object.entries(node.properties ?? {}).map(([name, child]): [string, unknown] => [`properties/${name}`, child]),
    ...singleChildren.map((key): [string, unknown] => [key, node[key]]),
    ...listChildren.flatMap((key) =>
      (node[key] ?? []).map((child, index): [string, unknown] => [`${key}/${index}`, child]),
    ),
  ];
  for (const [step, child] of children) {
    if (child && typeof child === 'object')
      yield* subschemas(at(child as Oas3_1Schema, file, `${pointer}/${step}`), ctx, seen);
  }
}

const boundedRequestLists: Oas3Rule = () => ({
  RequestBody(requestBody, ctx) {
    const file = ctx.location.source.absoluteRef;
    for (const [type, media] of Object.entries(requestBody.content ?? {})) {
      if (!media?.schema) continue;
      for (const { node, file: where, pointer } of subschemas(at(media.schema as Oas3_1Schema, file), ctx)) {
        const types = Array.isArray(node!.type) ? node!.type : [node!.type];
        if ((types.includes('array') || node!.items !== undefined) && typeof node!.maxItems !== 'number') {
          ctx.report({
            message: `A list in a request body must declare maxItems (${path.basename(where)}${pointer.replace(/^#?/, '#')}).`,
            location: ctx.location.child(['content', type, 'schema']),
          });
        }
      }
    }
  },
});

export default boundedRequestLists;

// Method + path template → operation, compiled once: the one routing of the project (the router, the sandbox's
// pieces in front of it and the conformance proxy all match with it, so they agree on which operation a request
// is). Static paths resolve with one Map lookup; templated paths with one precompiled RegExp each. A path that
// exists under other methods yields the `Allow` list.
import type { OperationSpec } from './operation.js';
import type { CompiledOperation } from './compiled-operation.js';

/** Anything routed: the operation's spec, with whatever the caller keeps beside it. */
interface Routed {
  spec: OperationSpec;
}

type MethodTable<T> = Map<string, T>;

export type RouteMatch<T extends Routed = CompiledOperation> =
  | { kind: 'operation'; operation: T; rawParams: readonly string[] }
  | { kind: 'method_not_allowed'; allow: string }
  | { kind: 'not_found' };

interface TemplatedPath<T> {
  pattern: RegExp;
  methods: MethodTable<T>;
  allow: string;
}

const NOT_FOUND = { kind: 'not_found' } as const;
const NO_PARAMS: readonly string[] = [];

function allowHeader(methods: MethodTable<unknown>): string {
  const names = [...methods.keys()].map((method) => method.toUpperCase());
  if (methods.has('get')) names.push('HEAD');
  return names.sort().join(', ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class RouteTable<T extends Routed = CompiledOperation> {
  private readonly staticPaths = new Map<string, { methods: MethodTable<T>; allow: string }>();
  private readonly templatedPaths: TemplatedPath<T>[] = [];

  constructor(operations: readonly T[]) {
    const byPath = new Map<string, MethodTable<T>>();
    for (const operation of operations) {
      let methods = byPath.get(operation.spec.path);
      if (methods === undefined) byPath.set(operation.spec.path, (methods = new Map()));
      methods.set(operation.spec.method, operation);
    }
    for (const [path, methods] of byPath) {
      const allow = allowHeader(methods);
      if (!path.includes('{')) {
        this.staticPaths.set(path, { methods, allow });
        continue;
      }
      const source = path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join('([^/]+)');
      this.templatedPaths.push({ pattern: new RegExp(`^${source}$`), methods, allow });
    }
  }

  match(method: string, path: string): RouteMatch<T> {
    const key = method === 'HEAD' ? 'get' : method.toLowerCase();
    const fixed = this.staticPaths.get(path);
    if (fixed !== undefined) {
      const operation = fixed.methods.get(key);
      return operation === undefined
        ? { kind: 'method_not_allowed', allow: fixed.allow }
        : { kind: 'operation', operation, rawParams: NO_PARAMS };
    }
    for (const templated of this.templatedPaths) {
      const found = templated.pattern.exec(path);
      if (found === null) continue;
      const operation = templated.methods.get(key);
      return operation === undefined
        ? { kind: 'method_not_allowed', allow: templated.allow }
        : { kind: 'operation', operation, rawParams: found.slice(1) as string[] };
    }
    return NOT_FOUND;
  }
}

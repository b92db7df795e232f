// Strings JSON can carry and Unicode cannot: `"\ud800"` parses to a lone UTF-16 surrogate, which every UTF-8
// store or encoder silently turns into U+FFFD, so `"\ud800"` and `"\ufffd"` would become the same value. A request
// body holding one is refused, naming each string (or key) that does.
import type { Issue } from './types.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const MESSAGE = 'is not well-formed Unicode: it holds a lone UTF-16 surrogate';

const ILL_FORMED_KEY = Symbol('ill-formed key');

/** A key as an issue names it: each lone surrogate written as its `\uXXXX` escape, so the field reads. */
const readable = (key: string) =>
  key.replace(LONE_SURROGATES, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One issue per string or key of `value` holding a lone surrogate, named as body issues are (`to.accountId`). */
export function illFormedIssues(value: unknown): Issue[] {
  const issues: Issue[] = [];
  const report = (path: readonly string[]) =>
    issues.push({ field: path.length === 0 ? 'body' : path.join('.'), message: MESSAGE });
  // Iterative, in document order: a body nested thousands deep must not exhaust the stack.
  const pending: [node: unknown, path: string[]][] = [[value, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, path] = next;
    if (node === ILL_FORMED_KEY) report(path);
    else if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) report(path);
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) pending.push([node[index], [...path, String(index)]]);
    } else if (typeof node === 'object' && node !== null) {
      const keys = Object.keys(node);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        // A key holding one is reported in place of its value.
        const member = LONE_SURROGATE.test(key) ? ILL_FORMED_KEY : (node as Record<string, unknown>)[key];
        pending.push([member, [...path, readable(key)]]);
      }
    }
  }
  return issues;
}

// Whether one `pattern` accepts a subset of another's strings, decided on finite automata with refa (a JS
// RegExp parser and DFA/NFA library, over @eslint-community/regexpp). A JSON Schema pattern is an ECMA-262
// regular expression with the `u` flag that may match anywhere in the value: each top-level alternative
// anchored by `^` (or `$`) is taken as is at that end, an unanchored end gets `[^]*`, and the automaton of
// the whole value is built. Anything else that asserts (lookarounds, word boundaries, anchors inside groups)
// or refers back is not a regular language refa builds: those patterns are `undecided`, and the diff says so
// instead of guessing. Automata are capped in size, so a pathological pattern is undecided too, not a hang.
import { RegExpParser } from '@eslint-community/regexpp';
import { DFA, JS, NFA } from 'refa';

export type PatternRelation = 'same' | 'narrower' | 'wider' | 'different' | 'undecided';

const maxNodes = 20_000;
const cache = new Map<string, DFA | undefined>();

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The pattern as a whole-value expression: per top-level alternative, its anchors resolved or `[^]*` added. */
function wholeValue(pattern: string): string {
  const { alternatives } = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
  return alternatives
    .map((alternative) => {
      const first = alternative.elements[0];
      const last = alternative.elements.at(-1);
      const starts = first?.type === 'Assertion' && first.kind === 'start';
      const ends = last?.type === 'Assertion' && last.kind === 'end' && (last !== first || !starts);
      const from = starts ? first.end : alternative.start;
      const to = ends ? last.start : alternative.end;
      return `${starts ? '' : '[^]*'}(?:${pattern.slice(from, Math.max(from, to))})${ends ? '' : '[^]*'}`;
    })
    .join('|');
}

/** The automaton of the values a pattern accepts; undefined when the pattern is not a regular language refa builds. */
function automaton(pattern: string): DFA | undefined {
  if (cache.has(pattern)) return cache.get(pattern);
  let result: DFA | undefined;
  try {
    const literal = JS.Parser.fromLiteral({ source: wholeValue(pattern), flags: 'u' });
    const { expression, maxCharacter } = literal.parse({ backreferences: 'throw', assertions: 'throw', maxNodes });
    const nfa = NFA.fromRegex(expression, { maxCharacter }, { assertions: 'throw' }, undefined);
    result = DFA.fromFA(nfa);
    result.minimize();
  } catch {
    result = undefined;
  }
  cache.set(pattern, result);
  return result;
}

/** Whether every string of `a` is one of `b`: a ∩ ¬b is empty. */
function subset(a: DFA, b: DFA): boolean {
  const complement = b.copy();
  complement.complement();
  return NFA.fromIntersection(a, complement).isEmpty;
}

/** How the values `after` accepts relate to those `before` accepts; an empty or absent pattern accepts every string. */
export function patternRelation(before: string | undefined, after: string | undefined): PatternRelation {
  const b = before || undefined;
  const a = after || undefined;
  if (b === a) return 'same';
  const everything = '[^]*';
  const from = automaton(b ?? everything);
  const to = automaton(a ?? everything);
  if (from === undefined || to === undefined) return 'undecided';
  const within = subset(to, from);
  const beyond = subset(from, to);
  if (within && beyond) return 'same';
  if (within) return 'narrower';
  if (beyond) return 'wider';
  return 'different';
}

// ESLint rule `ausd/no-restated-fact`: a fact of the contract written into hand-written code instead of read
// from the generated code (an operation's path or any path under the API's version prefix, the request id's
// header name). A rename in the contract would leave such a copy silently wrong; this makes it a lint error.
// The facts come in as options (`contractFacts` reads them from the bundled contract), so the rule stays
// independent of this contract and is tested with inline ones.
import type { Rule } from 'eslint';

export interface RestatedFactOptions {
  /** Texts that must not appear as a whole string, compared without case (header names are case-insensitive). */
  facts: { text: string; what: string }[];
  /** Beginnings no string or regular expression may have (`/v0/`: a path of the API written out). */
  prefixes: { text: string; what: string }[];
}

const listOf = { type: 'array', items: { type: 'object', required: ['text', 'what'] } } as const;

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Read facts of the contract from the generated code instead of restating them.' },
    schema: [{ type: 'object', properties: { facts: listOf, prefixes: listOf }, additionalProperties: false }],
    messages: {
      restated: "'{{text}}' restates {{what}} of the contract: read it from the generated code instead.",
    },
  },
  create(context) {
    const { facts = [], prefixes = [] } = (context.options[0] ?? {}) as Partial<RestatedFactOptions>;
    const exact = new Map(facts.map((fact) => [fact.text.toLowerCase(), fact.what]));
    const restated = (text: string) =>
      exact.get(text.toLowerCase()) ?? prefixes.find((prefix) => text.startsWith(prefix.text))?.what;
    const check = (node: Rule.Node, text: string, shown = text) => {
      const what = restated(text);
      if (what !== undefined) context.report({ node, messageId: 'restated', data: { text: shown, what } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
        // A pattern over paths restates them as much as a string does: `/^\/v0\/metrics/`.
        else if ('regex' in node && node.regex)
          check(node, node.regex.pattern.replace(/^\^/, '').replaceAll('\\/', '/'), `/${node.regex.pattern}/`);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default rule;

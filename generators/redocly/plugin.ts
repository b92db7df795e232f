// The project's lint rules for the contract, run by `ausd-api lint` (redocly.yaml). One rule per file in rules/,
// the file named by the rule's id and listed in rules/index.ts; rule-helpers/ holds what several rules share.
// Redocly's config loader imports this file with Node's own TypeScript support (type stripping): every relative import here and
// in the rules ends in `.ts`, what comes from @redocly/openapi-core is types only, and the one workspace module the
// rules load, @ausd/contract-model/extensions (the extension reader), imports nothing but types.
import type { Plugin } from '@redocly/openapi-core';
import { rules } from './rules/index.ts';

export default function ausdPlugin(): Plugin {
  return { id: 'ausd', rules: { oas3: rules } };
}

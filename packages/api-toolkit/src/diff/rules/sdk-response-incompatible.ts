import { defineRule } from '../rule.js';

export default defineRule({
  id: 'sdk-response-incompatible',
  level: 'breaking',
  subject: 'types',
  direction: 'response',
  names: ['Result'],
  rationale:
    "Code compiled against `@ausd/client` assigns an operation's result to the old type; the TypeScript compiler " +
    'says the new result type is not assignable to it, whatever the wire rules concluded.',
  action: 'Regenerate or upgrade the client and fix the code the compiler points at.',
});

import { defineRule } from '../rule.js';

export default defineRule({
  id: 'sdk-request-incompatible',
  level: 'breaking',
  subject: 'types',
  direction: 'request',
  names: ['Params', 'Query', 'Body'],
  rationale:
    'Code compiled against `@ausd/client` builds path parameters, queries and bodies of the old types; the ' +
    'TypeScript compiler says such a value is not assignable to the new type.',
  action: 'Regenerate or upgrade the client and fix the calls the compiler points at.',
});

import { defineRule } from '../rule.js';

export default defineRule({
  id: 'sdk-error-incompatible',
  level: 'warning',
  subject: 'types',
  direction: 'response',
  names: ['Errors'],
  perErrorStatus: true,
  rationale:
    "The error codes of a status (the generated `<Operation>Errors[status]['code']`) are not assignable to the old " +
    'ones: an exhaustive `switch` over them (with a `never` check) stops compiling; code with a default branch ' +
    'keeps working.',
});

import { defineRule } from '../rule.js';

export default defineRule({
  id: 'path-parameter-renamed',
  level: 'info',
  subject: 'parameter',
  rationale: 'A path parameter is positional on the wire: renaming it at the same position changes no request.',
  check({ baseParameter, headParameter }, report) {
    if (baseParameter?.value.in !== 'path' || headParameter?.value.in !== 'path') return;
    if (baseParameter.value.name !== headParameter.value.name) {
      report(
        `Path parameter '${baseParameter.value.name}' is now named '${headParameter.value.name}' (same position).`,
      );
    }
  },
});

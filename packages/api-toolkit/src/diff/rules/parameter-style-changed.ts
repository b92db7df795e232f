import type { ParameterObject } from 'openapi3-ts/oas31';
import { defineRule } from '../rule.js';

/** The serialisation in effect, with OpenAPI's defaults filled in. */
function serialisation(parameter: ParameterObject): string {
  const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
  const explode = parameter.explode ?? style === 'form';
  return `style ${style}, explode ${explode}`;
}

export default defineRule({
  id: 'parameter-style-changed',
  level: 'breaking',
  subject: 'parameter',
  webhooks: true,
  rationale:
    'The same values are written differently on the wire (`a,b` versus `x=a&x=b`); old clients send the old form, ' +
    'and webhook receivers parse the old one.',
  action: 'Serialise the parameter the new way (regenerate the client).',
  check({ baseParameter, headParameter }, report) {
    if (!baseParameter || !headParameter) return;
    const before = serialisation(baseParameter.value);
    const after = serialisation(headParameter.value);
    if (before !== after)
      report(`Parameter '${headParameter.value.name}' serialisation changed from ${before} to ${after}.`);
  },
});

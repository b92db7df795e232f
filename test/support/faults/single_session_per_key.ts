// A session store holding one token per key: a new exchange silently invalidates the previous token.
import { operations } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is, presentBearer, presentedBearer } from './helpers/request.js';
import { issuedToken, rewriteJson } from './helpers/response.js';

export const singleSessionPerKey = defineFault({
  id: 'single_session_per_key',
  detectedBy: 'session_reexchange',
  inject: () => {
    const latest = new Map<string, string>();
    const superseded = new Set<string>();
    return (req, res) => {
      const presented = presentedBearer(req);
      if (is(req, operations.exchangeApiKey)) {
        rewriteJson(res, (body) => {
          const token = issuedToken(body);
          if (token && presented && res.statusCode < 300) {
            const previous = latest.get(presented);
            if (previous) superseded.add(previous);
            latest.set(presented, token);
          }
          return body;
        });
        return;
      }
      if (presented && superseded.has(presented)) presentBearer(req, 'superseded');
    };
  },
});

// Every session the token exchange issues served as the first one issued: one tenant sees another's data.
import { operations } from '../../../packages/express/src/generated/operations.js';
import { defineFault } from './helpers/fault.js';
import { is, presentBearer, presentedBearer } from './helpers/request.js';
import { issuedToken, rewriteJson } from './helpers/response.js';

export const tenantLeak = defineFault({
  id: 'tenant_leak',
  detectedBy: 'tenant_isolation',
  inject: () => {
    const issued: string[] = [];
    return (req, res) => {
      if (is(req, operations.exchangeApiKey)) {
        rewriteJson(res, (body) => {
          const token = issuedToken(body);
          if (token) issued.push(token);
          return body;
        });
        return;
      }
      const presented = presentedBearer(req);
      if (presented && issued[0] && presented !== issued[0] && issued.includes(presented))
        presentBearer(req, issued[0]);
    };
  },
});

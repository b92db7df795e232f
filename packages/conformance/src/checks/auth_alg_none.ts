import { unsignedToken } from '../run/auth.js';
import { authRejection } from '../check-helpers/auth-rejection.js';

export const authAlgNone = authRejection(
  'auth_alg_none',
  'The real claims re-sent unsigned with `alg: none` get 401 with reason invalid_token.',
  'invalid_token',
  [
    {
      label: 'alg none',
      credential: (ctx) => {
        const token = ctx.http.credentials.session;
        return token === undefined ? undefined : { authorization: `Bearer ${unsignedToken(token)}` };
      },
    },
  ],
);

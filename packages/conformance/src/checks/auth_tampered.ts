import { tamperedToken } from '../run/auth.js';
import { authRejection } from '../check-helpers/auth-rejection.js';

export const authTampered = authRejection(
  'auth_tampered',
  'A real session token with a changed claim (signature kept) gets 401 with reason invalid_token.',
  'invalid_token',
  [
    {
      label: 'tampered claims',
      credential: (ctx) => {
        const token = ctx.http.credentials.session;
        return token === undefined ? undefined : { authorization: `Bearer ${tamperedToken(token)}` };
      },
    },
  ],
);

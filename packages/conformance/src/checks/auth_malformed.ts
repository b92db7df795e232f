import { authRejection } from '../check-helpers/auth-rejection.js';

export const authMalformed = authRejection(
  'auth_malformed',
  'A bearer token that is not a JWT gets 401 with reason invalid_token.',
  'invalid_token',
  [
    { label: 'non-JWT bearer', credential: () => ({ authorization: 'Bearer not-a-token' }) },
    { label: 'three garbage segments', credential: () => ({ authorization: 'Bearer aaa.bbb.ccc' }) },
  ],
);

import { authRejection } from '../check-helpers/auth-rejection.js';

export const authMissingHeader = authRejection(
  'auth_missing_header',
  'No `Authorization: Bearer` header (none, or another scheme) gets 401 with reason missing_header.',
  'missing_header',
  [
    { label: 'no Authorization header', credential: () => 'none' },
    {
      label: 'Basic instead of Bearer',
      credential: () => ({ authorization: `Basic ${Buffer.from('conformance:probe').toString('base64')}` }),
    },
  ],
);

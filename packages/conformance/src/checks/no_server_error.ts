import type { ResponseCheck } from '../check-helpers/check.js';

export const noServerError: ResponseCheck = {
  kind: 'response',
  name: 'no_server_error',
  severity: 'major',
  summary: 'No request the runner generates, valid or not, gets a 5xx or no answer.',
  inspect({ response, error }) {
    if (error) return { message: `no response: ${error}`, where: 'transport' };
    if (!response) return undefined;
    return response.status < 500
      ? true
      : { message: `server error ${response.status}`, where: `status/${response.status}` };
  },
};

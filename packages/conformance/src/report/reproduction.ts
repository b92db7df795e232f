// A failure's request as a command to paste into a shell: the credential stays a variable ($AUSD_SESSION, …) so
// the line carries no secret and works once the reader has exchanged their own key.
import type { Exchange } from '../http/exchange.js';

/** The shell variable each run credential is shown as. */
export const CREDENTIAL_VARIABLES = {
  session: 'AUSD_SESSION',
  otherSession: 'AUSD_OTHER_SESSION',
  apiKey: 'AUSD_API_KEY',
} as const;

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `curl -sS -i -X GET '…' -H "Authorization: Bearer $AUSD_SESSION"`; forged credentials are printed as sent. */
export function curlReproduction(exchange: Exchange): string {
  const { spec, url, bodyText } = exchange;
  const parts = ['curl -sS -i', `-X ${spec.method.toUpperCase()}`, quote(url)];
  const credential = spec.credential;
  if (typeof credential === 'object') parts.push(`-H ${quote(`Authorization: ${credential.authorization}`)}`);
  else if (credential !== 'none') parts.push(`-H "Authorization: Bearer $${CREDENTIAL_VARIABLES[credential]}"`);
  for (const [name, value] of Object.entries(spec.headers ?? {})) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (bodyText !== undefined) {
    if (!spec.headers || !Object.keys(spec.headers).some((name) => name.toLowerCase() === 'content-type'))
      parts.push(`-H 'content-type: application/json'`);
    parts.push(`--data-raw ${quote(bodyText)}`);
  }
  return parts.join(' ');
}

/** How to set the variables the reproductions use, against the deployment the run checked. */
export function sessionSetup(baseUrl: string, tokenPath: string, tokenField: string): string {
  return `export AUSD_SESSION=$(curl -sS -X POST ${quote(`${baseUrl}${tokenPath}`)} -H "Authorization: Bearer $AUSD_API_KEY" | node -pe 'JSON.parse(require("fs").readFileSync(0)).${tokenField}')`;
}

import type { ServerObject } from 'openapi3-ts/oas31';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'server-url-changed',
  level: 'warning',
  subject: 'document',
  rationale:
    'Clients configured with the documented base address (a server URL, or the default or allowed values of its ' +
    'variables) may need to move; deployments supply their own.',
  check({ base, head }, report) {
    const after = head.document.servers ?? [];
    for (const server of (base.document.servers ?? []) as ServerObject[]) {
      const match = after.findIndex((other) => other.url === server.url);
      if (match === -1) {
        report(`Server '${server.url}' is no longer listed.`, '/servers');
        continue;
      }
      const variables = after[match]!.variables ?? {};
      for (const [name, variable] of Object.entries(server.variables ?? {})) {
        const next = variables[name];
        const at = jsonPointer('servers', match, 'variables', name);
        if (next === undefined) {
          report(`Server '${server.url}': variable '${name}' is no longer documented.`, at);
          continue;
        }
        if (next.default !== variable.default) {
          report(
            `Server '${server.url}': variable '${name}' defaults to '${String(next.default)}' (was '${String(variable.default)}').`,
            `${at}/default`,
          );
        }
        const allowed: unknown[] | undefined = next.enum;
        const gone = (variable.enum ?? []).filter((value) => allowed !== undefined && !allowed.includes(value));
        if (gone.length > 0)
          report(
            `Server '${server.url}': variable '${name}' no longer allows ${gone.map((v) => `'${v}'`).join(', ')}.`,
            `${at}/enum`,
          );
      }
    }
  },
});

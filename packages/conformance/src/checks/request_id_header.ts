import type { InspectContext, ResponseCheck } from '../check-helpers/check.js';

const universal = new WeakMap<object, string[]>();

/** Headers the contract declares on every response of every operation (the request id). */
function universalHeaders(ctx: InspectContext): string[] {
  let names = universal.get(ctx.contract);
  if (!names) {
    const lists = ctx.contract.operations.flatMap((op) =>
      Object.values(op.responses).map((r) => r.headers.map((h) => h.toLowerCase())),
    );
    names = lists.reduce((common, list) => common.filter((name) => list.includes(name)), lists[0] ?? []);
    universal.set(ctx.contract, names);
  }
  return names;
}

export const requestIdHeader: ResponseCheck = {
  kind: 'response',
  name: 'request_id_header',
  severity: 'minor',
  summary:
    'Every response, success or error, documented or not, carries the headers the contract puts on all responses (Request-Id).',
  inspect({ response }, _op, ctx) {
    const names = universalHeaders(ctx);
    if (!response || names.length === 0) return undefined;
    const missing = names.filter((name) => !response.headers[name]);
    return missing.length === 0
      ? true
      : { message: `missing header ${missing.join(', ')}`, where: `headers/${missing[0]}` };
  },
};

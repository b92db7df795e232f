// Identity fields written in an equivalent form name the same account. The registration body's identity fields
// (`x-identity`) say how their writings compare through `x-equivalence` on their schemas: `letter-case` (an EVM
// address in any case), `spaces` (a bank number with spaces inside), `exact` (a Solana address, kept verbatim).
// A fresh account is registered in one writing and must come back in its stored form; the other writing must then
// be refused as the same account (409). An `exact` value must come back as sent.
import { concrete } from '../../cases/body.js';
import { operationExtension, requestBody, type JsonSchema } from '../../contract.js';
import type { RunContext } from '../../check.js';
import type { StatefulStep } from './journey.js';
import { bodyOf, call, documentedCode, examples, successStatus } from './request.js';
import { uniqueRegistration } from './unique.js';

type Equivalence = 'letter-case' | 'spaces' | 'exact';

/** The same value in another writing its schema still accepts: letters in the other case, or spaced in fours. */
function otherWriting(value: string, equivalence: Equivalence, pattern: RegExp): string | undefined {
  if (equivalence === 'letter-case') {
    const flipped = [...value]
      .map((c, i) => {
        const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        return other !== c && pattern.test(value.slice(0, i) + other + value.slice(i + 1)) ? other : c;
      })
      .join('');
    return flipped !== value && pattern.test(flipped) ? flipped : undefined;
  }
  if (equivalence === 'spaces') {
    const spaced = value.replace(/(.{4})(?=.)/g, '$1 ');
    return spaced !== value && pattern.test(spaced) ? spaced : undefined;
  }
  return undefined;
}

/** Whether the returned value is the stored form of what was sent. */
function storedForm(sent: string, returned: unknown, equivalence: Equivalence): boolean {
  if (typeof returned !== 'string') return false;
  if (equivalence === 'letter-case') return returned.toLowerCase() === sent.toLowerCase();
  if (equivalence === 'spaces') return returned === sent.replaceAll(' ', '');
  return returned === sent;
}

interface IdentityField {
  field: string;
  equivalence: Equivalence;
  pattern: RegExp;
}

/** The identity fields of a body whose schema declares an equivalence. */
function identityFields(ctx: RunContext, body: Record<string, unknown>): IdentityField[] {
  const op = ctx.operation('createAccount')!;
  const identity = operationExtension(ctx.contract, op, 'x-identity');
  const schema = requestBody(ctx.contract, op)?.schema;
  if (!Array.isArray(identity) || !schema) return [];
  const properties = (concrete(ctx.contract, schema, body).properties ?? {}) as JsonSchema;
  return identity.flatMap((field: unknown) => {
    const value = body[String(field)];
    if (typeof value !== 'string' || !properties[String(field)]) return [];
    const declared = concrete(ctx.contract, properties[String(field)], value);
    const equivalence = declared['x-equivalence'];
    if (equivalence !== 'letter-case' && equivalence !== 'spaces' && equivalence !== 'exact') return [];
    const pattern = new RegExp(typeof declared.pattern === 'string' ? declared.pattern : '', 'u');
    return [{ field: String(field), equivalence, pattern }];
  });
}

export const statefulEquivalentIdentity: StatefulStep = {
  name: 'stateful_equivalent_identity',
  severity: 'major',
  summary:
    'An identity in an equivalent writing (x-equivalence: an EVM address in another letter case, a bank number with spaces) is the same account: returned in its stored form, the other writing refused with 409; a verbatim one (Solana) is returned as sent.',
  operationId: 'createAccount',
  async run(t, _state, ctx) {
    const expected = successStatus(ctx, 'createAccount');
    const conflict = documentedCode(ctx, 'createAccount', '409');
    let probed = 0;
    for (const [index, example] of examples(ctx, 'createAccount').entries()) {
      const fresh = uniqueRegistration(example, `${ctx.runPrefix} identity ${index + 1}`);
      const fields = identityFields(ctx, fresh);
      const rewritten = fields.flatMap((f) => {
        const other = otherWriting(String(fresh[f.field]), f.equivalence, f.pattern);
        return other === undefined ? [] : [{ ...f, other }];
      });
      const verbatim = fields.filter((f) => f.equivalence === 'exact');
      if (rewritten.length === 0 && verbatim.length === 0) continue;
      probed += 1;
      const first = { ...fresh, ...Object.fromEntries(rewritten.map((f) => [f.field, f.other])) };
      const created = await call(t, ctx, 'createAccount', { body: first });
      const account = bodyOf(created);
      const label = [...rewritten, ...verbatim].map((f) => `${f.field} ${JSON.stringify(first[f.field])}`).join(', ');
      if (created.response?.status !== expected || typeof account.id !== 'string') {
        t.fail(
          `registering ${label} got ${created.response?.status ?? created.error} ${String(account.code ?? '')}, expected ${expected}`,
          created,
          'createAccount',
        );
        continue;
      }
      ctx.created.push({ kind: `account (${String(account.kind)})`, id: account.id, name: String(first.name) });
      const changed = [...rewritten, ...verbatim].find(
        (f) => !storedForm(String(first[f.field]), account[f.field], f.equivalence),
      );
      if (changed) {
        t.fail(
          `${changed.field} sent as ${JSON.stringify(first[changed.field])} (${changed.equivalence}) is returned as ${JSON.stringify(account[changed.field])}`,
          created,
          changed.field,
        );
        continue;
      }
      if (rewritten.length === 0) {
        t.pass();
        continue;
      }
      // The other writing: the same account, so the documented conflict.
      const again = await call(t, ctx, 'createAccount', { body: fresh });
      if (again.response?.status === 409 && (conflict === undefined || bodyOf(again).code === conflict)) t.pass();
      else {
        const id = bodyOf(again).id;
        if (typeof id === 'string')
          ctx.created.push({ kind: `account (${String(bodyOf(again).kind)})`, id, name: String(fresh.name) });
        t.fail(
          `${rewritten.map((f) => `${f.field} ${JSON.stringify(fresh[f.field])}`).join(', ')} after ${label} got ${again.response?.status ?? again.error}${typeof id === 'string' ? ` (a second account ${id})` : ''}, expected 409 ${conflict ?? ''}`,
          again,
          'responses/409',
        );
      }
    }
    if (probed === 0)
      t.skip('no registration example has an identity field with an x-equivalence the runner can write');
  },
};

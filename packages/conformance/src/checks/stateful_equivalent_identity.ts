// Identity fields written in an equivalent form name the same account. The registration's identity fields and
// their comparison rules are the contract's `x-identity` (generated/operations.ts), applied by the one
// implementation (runtime/encoding/identity.ts): an EVM address in any case, a bank number with spaces inside.
// A fresh account is registered in one writing and must come back in its stored form; the other writing must then
// be refused as the same account (409). A value no other writing names (a Solana address) must come back as sent.
import { operations } from '@ausd/contract-facts/operations';
import { canonicalIdentity, type IdentityRule } from '@ausd/client/internal';
import { concrete } from '../cases/body.js';
import { requestBody, type JsonSchema } from '../contract/contract.js';
import type { RunContext } from '../check-helpers/check.js';
import type { StatefulStep } from '../check-helpers/journey.js';
import { bodyOf, call, documentedCode, examples, successStatus } from '../check-helpers/request.js';
import { uniqueRegistration } from '../check-helpers/unique.js';

/** Each letter in the other case, where the schema's pattern still accepts it. */
function flippedCase(value: string, pattern: RegExp): string {
  return [...value]
    .map((c, i) => {
      const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
      return other !== c && pattern.test(value.slice(0, i) + other + value.slice(i + 1)) ? other : c;
    })
    .join('');
}

/**
 * What the journey can prove of each identity rule the vocabulary declares (a rule added there fails the type-check
 * here): another writing of a value that names the same thing (none under `exact`), and whether the stored form may
 * keep spaces.
 */
const ruleProbes = {
  exact: { otherWriting: undefined, keepsSpaces: true },
  'spaces-ignored': { otherWriting: (value) => value.replace(/(.{4})(?=.)/g, '$1 '), keepsSpaces: false },
  'evm-hex-case-insensitive': { otherWriting: flippedCase, keepsSpaces: true },
} satisfies Record<
  IdentityRule,
  { otherWriting: ((value: string, pattern: RegExp) => string) | undefined; keepsSpaces: boolean }
>;

/** The same value in another writing the schema accepts and the rule says names the same thing. */
function otherWriting(value: string, rule: IdentityRule, pattern: RegExp): string | undefined {
  const write: ((value: string, pattern: RegExp) => string) | undefined = ruleProbes[rule].otherWriting;
  if (write === undefined) return undefined;
  const candidate = write(value, pattern);
  const same = canonicalIdentity(rule, candidate) === canonicalIdentity(rule, value);
  return candidate !== value && same && pattern.test(candidate) ? candidate : undefined;
}

/** Whether the returned value is the stored form of what was sent: the same by the rule, and without spaces. */
function storedForm(sent: string, returned: unknown, rule: IdentityRule): boolean {
  if (typeof returned !== 'string') return false;
  const same = canonicalIdentity(rule, returned) === canonicalIdentity(rule, sent);
  return same && (ruleProbes[rule].keepsSpaces || !returned.includes(' '));
}

interface IdentityField {
  field: string;
  rule: IdentityRule;
  pattern: RegExp;
}

/** The identity fields a body sets, with their rule and their schema's pattern. */
function identityFields(ctx: RunContext, body: Record<string, unknown>): IdentityField[] {
  const op = ctx.operation('createAccount')!;
  const schema = requestBody(ctx.contract, op)?.schema;
  if (!schema) return [];
  const properties = (concrete(ctx.contract, schema, body).properties ?? {}) as JsonSchema;
  return Object.entries(operations.createAccount.identity).flatMap(([field, rule]) => {
    const value = body[field];
    if (typeof value !== 'string' || !properties[field]) return [];
    const declared = concrete(ctx.contract, properties[field], value);
    const pattern = new RegExp(typeof declared.pattern === 'string' ? declared.pattern : '', 'u');
    return [{ field, rule, pattern }];
  });
}

export const statefulEquivalentIdentity: StatefulStep = {
  name: 'stateful_equivalent_identity',
  severity: 'major',
  summary:
    'An identity in an equivalent writing (x-identity: an EVM address in another letter case, a bank number with spaces) is the same account: returned in its stored form, the other writing refused with 409; a verbatim one (Solana) is returned as sent.',
  operationId: 'createAccount',
  async run(t, _state, ctx) {
    const expected = successStatus(ctx, 'createAccount');
    const conflict = documentedCode(ctx, 'createAccount', '409');
    let probed = 0;
    for (const [index, example] of examples(ctx, 'createAccount').entries()) {
      const fresh = uniqueRegistration(example, `${ctx.runPrefix} identity ${index + 1}`);
      const fields = identityFields(ctx, fresh);
      const rewritten = fields.flatMap((f) => {
        const other = otherWriting(String(fresh[f.field]), f.rule, f.pattern);
        return other === undefined ? [] : [{ ...f, other }];
      });
      // A field whose rule has other writings, but whose value has none (a Solana address), is returned as sent.
      const verbatim = fields.filter(
        (f) => !rewritten.some((r) => r.field === f.field) && ruleProbes[f.rule].otherWriting !== undefined,
      );
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
        (f) => !storedForm(String(first[f.field]), account[f.field], f.rule),
      );
      if (changed) {
        t.fail(
          `${changed.field} sent as ${JSON.stringify(first[changed.field])} (${changed.rule}) is returned as ${JSON.stringify(account[changed.field])}`,
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
    if (probed === 0) t.skip('no registration example has an identity field with another writing or a verbatim value');
  },
};

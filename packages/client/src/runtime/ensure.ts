// The `ensure` methods of resources whose creation the contract lets a client repeat safely: the generated client
// builds them from its create, get and list methods. Resource-specific, so apart from the core every method uses.
import type { CallOptions } from './call.js';
import { ConflictError } from './errors.js';
import { canonicalIdentity, type IdentityRule } from './identity.js';

/**
 * Create-or-get for operations whose 409 names the existing resource in `context[idField]`: creating is
 * safe to retry, and the caller gets the resource either way.
 */
export function ensureMethod<Body, Created, Existing>(
  create: (body: Body, options?: CallOptions) => PromiseLike<Created>,
  get: (id: string, options?: CallOptions) => PromiseLike<Existing>,
  idField: string,
): (body: Body, options?: CallOptions) => Promise<Created | Existing> {
  return async (body, options) => {
    try {
      return await create(body, options);
    } catch (error) {
      const id = error instanceof ConflictError ? error.context?.[idField] : undefined;
      if (typeof id !== 'string') throw error;
      return get(id, options);
    }
  };
}

/** Identity values compare as the API stores them, by the rule the contract declares for the field. */
function sameIdentity(rule: IdentityRule, given: unknown, stored: unknown): boolean {
  if (typeof given !== 'string' || typeof stored !== 'string') return given === stored;
  return canonicalIdentity(rule, given) === canonicalIdentity(rule, stored);
}

/**
 * Create-or-find for operations whose 409 names no id (`account_already_exists`): on a conflict, the list is
 * walked for the item whose identity fields (`x-identity`; only those the body sets) equal the body's. A
 * conflict with no such item (another organization's address, a change meanwhile) is rethrown.
 */
export function ensureByIdentity<Body extends object, Created, Item>(
  create: (body: Body, options?: CallOptions) => PromiseLike<Created>,
  list: (query?: undefined, options?: CallOptions) => AsyncIterable<Item>,
  identity: Readonly<Record<string, IdentityRule>>,
): (body: Body, options?: CallOptions) => Promise<Created | Item> {
  return async (body, options) => {
    try {
      return await create(body, options);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const given = body as Record<string, unknown>;
      const fields = Object.entries(identity).filter(([field]) => given[field] !== undefined);
      for await (const item of list(undefined, options)) {
        const stored = item as Record<string, unknown>;
        if (fields.every(([field, rule]) => sameIdentity(rule, given[field], stored[field]))) return item;
      }
      throw error;
    }
  };
}

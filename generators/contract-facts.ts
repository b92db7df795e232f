// The contract's facts that are neither an operation nor an error code: which credential each security scheme
// is, the session's lifetime and renewal, the statuses a client retries, the header carrying the request id and
// the chains routes no longer go to. Each is read from the document here, checked, and generated, so the
// runtime, the sandbox and the conformance runner never restate it.
import type { SchemaObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import type { ClientContract, ExchangeDescriptor } from '@ausd/client/internal';
import type { CredentialRole } from '@ausd/client/internal';
import {
  extensionKey,
  extensionsOf,
  type SchemeCredential,
  type TokenExchange as TokenExchangeDeclaration,
} from '@ausd/contract-model/extensions';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { objectFields } from './object-fields.js';
import { jsonPointer } from '@ausd/contract-model/pointer';

/** Each security scheme's `x-credential`, by scheme name. */
export function schemeCredentialsOf(model: ContractModel): Map<string, SchemeCredential> {
  const credentials = new Map<string, SchemeCredential>();
  for (const [name, scheme] of Object.entries(model.document.components?.securitySchemes ?? {})) {
    const credential =
      extensionsOf('securityScheme', model.resolve<SecuritySchemeObject>(scheme)).credential ??
      model.fail(
        jsonPointer('components', 'securitySchemes', name, extensionKey('securityScheme', 'credential')),
        'must say what the scheme is: api-key or session',
      );
    credentials.set(name, credential);
  }
  return credentials;
}

/**
 * The credential an operation takes, by what its security schemes are: `session` when a session is accepted,
 * `exchange` when only the API key is (the token exchange), `public` when nothing is asked.
 */
export function credentialOf(model: ContractModel, operation: OperationEntry): CredentialRole {
  const requirements = operation.operation.security ?? model.document.security ?? [];
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  if (names.length === 0) return 'public';
  const credentials = schemeCredentialsOf(model);
  const taken = names.map(
    (name) => credentials.get(name) ?? model.fail(`${operation.pointer}/security`, `no security scheme '${name}'`),
  );
  return taken.includes('session') ? 'session' : 'exchange';
}

/** The one scheme of a credential kind, with its name; undefined when the document has none. */
export function schemeOf(
  model: ContractModel,
  credential: SchemeCredential,
): { name: string; scheme: SecuritySchemeObject; pointer: string } | undefined {
  const matching = [...schemeCredentialsOf(model)].filter(([, kind]) => kind === credential);
  if (matching.length > 1) {
    const key = extensionKey('securityScheme', 'credential');
    model.fail('/components/securitySchemes', `at most one scheme may be ${key}: ${credential}`);
  }
  const name = matching[0]?.[0];
  if (name === undefined) return undefined;
  const scheme = model.resolve<SecuritySchemeObject>(model.document.components!.securitySchemes![name]!);
  return { name, scheme, pointer: jsonPointer('components', 'securitySchemes', name) };
}

/**
 * The operation that buys a session and the field of its JSON answer holding the token. `route` is set when
 * the operation belongs to another document (`x-token-exchange` on the session scheme: the sandbox helpers).
 */
export interface TokenExchange {
  operationId: string;
  tokenField: string;
  route?: { operationId: string; method: string; path: string };
}

/** The operation of this document taking the API key: the token field is its answer's first string field. */
function ownExchange(model: ContractModel): TokenExchange | undefined {
  const exchanges = model.operations.filter((operation) => credentialOf(model, operation) === 'exchange');
  if (exchanges.length > 1)
    model.fail(exchanges[1]!.pointer, 'one operation at most takes the API key (the token exchange)');
  const [exchange] = exchanges;
  if (exchange === undefined) return undefined;
  const success = exchange.responses.find((response) => response.status.startsWith('2'));
  const schema = success?.value.content?.['application/json']?.schema;
  const fields = schema === undefined ? undefined : objectFields(model, schema, success!.pointer);
  const tokenField =
    fields &&
    [...fields.required].find((name) => model.resolve<SchemaObject>(fields.properties[name]!).type === 'string');
  if (tokenField === undefined) {
    return model.fail(
      exchange.pointer,
      'the token exchange answers no required string field holding the session token',
    );
  }
  return { operationId: exchange.id, tokenField };
}

/** `x-token-exchange` on the session scheme: the exchange of another document. */
function declaredExchange({ operationId, method, path, tokenField }: TokenExchangeDeclaration): TokenExchange {
  return { operationId, tokenField, route: { operationId, method, path } };
}

/**
 * The session: how long a token lives (`x-session-lifetime`, seconds), the 401 reason that renews it
 * (`x-renew-on`) and the exchange that buys it.
 */
export interface SessionFacts extends Pick<ExchangeDescriptor, 'lifetimeSeconds' | 'renewOn'> {
  exchange: TokenExchange;
}

export function sessionFactsOf(model: ContractModel): SessionFacts | null {
  const session = schemeOf(model, 'session');
  if (session === undefined) return null;
  const declared = extensionsOf('securityScheme', session.scheme);
  const at = (name: 'sessionLifetime' | 'renewOn') => `${session.pointer}/${extensionKey('securityScheme', name)}`;
  const lifetime =
    declared.sessionLifetime ?? model.fail(at('sessionLifetime'), 'must be the session lifetime in seconds');
  const reason = declared.renewOn;
  const reasons = model.resolve<SchemaObject>({ $ref: '#/components/schemas/UnauthorizedReason' }).enum ?? [];
  if (reason === undefined || !reasons.includes(reason)) {
    model.fail(at('renewOn'), `must name the 401 reason after which a client exchanges again (${reasons.join(', ')})`);
  }
  const exchange =
    ownExchange(model) ??
    (declared.tokenExchange === undefined
      ? model.fail(
          session.pointer,
          `without an operation taking the API key, the session scheme declares ${extensionKey('securityScheme', 'tokenExchange')}`,
        )
      : declaredExchange(declared.tokenExchange));
  return { lifetimeSeconds: lifetime, renewOn: reason!, exchange };
}

/** `x-retry-statuses` (document root): the statuses after which a client backs off and tries again. */
export function retryStatusesOf(model: ContractModel): ClientContract['retryStatuses'] {
  return (
    extensionsOf('document', model.document).retryStatuses ??
    model.fail(`/${extensionKey('document', 'retryStatuses')}`, 'must list the error statuses a client retries')
  );
}

/**
 * `x-request-id-header` (document root): the header every response carries the request id in. Every response
 * of every operation must declare it.
 */
export function requestIdHeaderOf(model: ContractModel): string {
  const key = extensionKey('document', 'requestIdHeader');
  const name =
    extensionsOf('document', model.document).requestIdHeader ??
    model.fail(`/${key}`, 'must name the header carrying the request id');
  for (const operation of model.operations) {
    for (const response of operation.responses) {
      if (!Object.keys(response.value.headers ?? {}).includes(name)) {
        model.fail(`${response.pointer}/headers`, `must declare ${name} (${key})`);
      }
    }
  }
  return name;
}

/**
 * `x-removed-destination-chains`, declared on one schema of the document (the route's instructions): the networks
 * no deposit instruction and no returned route may name. Empty in a document without it.
 */
export function removedDestinationChainsOf(model: ContractModel): string[] {
  const key = extensionKey('schema', 'removedDestinationChains');
  const found: { chains: string[]; pointer: string }[] = [];
  const walk = (node: unknown, at: string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    const chains = Array.isArray(node) ? undefined : extensionsOf('schema', node).removedDestinationChains;
    if (chains !== undefined) found.push({ chains, pointer: jsonPointer(...at, key) });
    for (const [step, value] of Object.entries(node)) if (step !== key) walk(value, [...at, step]);
  };
  walk(model.document.components?.schemas ?? {}, ['components', 'schemas']);
  if (found.length > 1) model.fail(found[1]!.pointer, `${key} is declared once`);
  return found[0]?.chains ?? [];
}

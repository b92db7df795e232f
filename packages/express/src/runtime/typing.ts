// Type-level view of one operation for generated/middleware.ts: from an openapi-typescript operation object
// (`Op`, from generated/types.ts) and its `as const` OperationSpec (`Spec`, from generated/operations.ts) to
// the handler's parsed input and its result union. Kept here so the generated file stays a thin list.
import type { RawExchange } from './types.js';

/* eslint-disable @typescript-eslint/no-empty-object-type -- `{}` is the identity of the intersections below:
   an operation without path, query or body parameters contributes nothing to the handler's input. */

type Present<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;

type ParameterNamesWith<Spec, Where extends 'path' | 'query', Shape> = Spec extends { parameters: readonly (infer P)[] }
  ? Extract<P, { in: Where } & Shape> extends { name: infer N extends string }
    ? N
    : never
  : never;

/** Query parameters with a default in the contract: always present once parsed. */
export type DefaultedParameters<Spec> = ParameterNamesWith<Spec, 'query', { default: string | number | boolean }>;

type RangeFieldOf<K> = K extends `${infer Field}.${string}` ? Field : never;
type BoundOf<K, Field extends string> = K extends `${Field}.${infer Bound}` ? Bound : never;

/**
 * Parsed query: dotted range bounds grouped per field as Dates (`initiatedAt: {gte?: Date}`), parameters with
 * a default required, the rest as openapi-typescript types them (numbers, booleans, arrays).
 */
export type ParsedQuery<Query, Defaulted extends string> = {
  [K in keyof Query as K extends `${string}.${string}` ? never : K extends Defaulted ? K : never]-?: Exclude<
    Query[K],
    undefined
  >;
} & {
  [K in keyof Query as K extends `${string}.${string}` ? never : K extends Defaulted ? never : K]?: Query[K];
} & {
  [Field in RangeFieldOf<keyof Query>]?: { [Bound in BoundOf<keyof Query, Field>]?: Date };
};

type Parameters<Op> = Op extends { parameters: infer P } ? P : {};
export type PathParamsOf<Op> = Parameters<Op> extends { path?: infer P } ? Present<P> : {};
export type QueryOf<Op, Spec> =
  Parameters<Op> extends { query?: infer Q } ? ParsedQuery<Present<Q>, DefaultedParameters<Spec>> : {};

type ContentOf<C> = C extends Record<string, infer Body> ? Body : undefined;
export type RequestBodyOf<Op> = Op extends { requestBody: { content: infer C } }
  ? ContentOf<C>
  : Op extends { requestBody?: { content: infer C } }
    ? ContentOf<C> | undefined
    : undefined;

/** Public operations (no credential) run without a principal. */
export type PrincipalOf<Spec, Principal> = Spec extends { credential: 'public' } ? undefined : Principal;

export interface OperationInput<Op, Spec, Principal> {
  params: PathParamsOf<Op>;
  query: QueryOf<Op, Spec>;
  body: RequestBodyOf<Op>;
  principal: PrincipalOf<Spec, Principal>;
  requestId: string;
  raw: RawExchange;
  /** The caller: the principal, or on a public operation the one a presented session names (asked once). */
  identifyCaller(): Promise<Principal | undefined>;
}

type StatusNumber<S> = S extends number ? S : S extends `${infer N extends number}` ? N : never;
/** The header names a response declares (openapi-typescript adds an index signature; it is dropped here). */
type DeclaredHeaders<R> = R extends { headers: infer H }
  ? keyof { [K in keyof H as string extends K ? never : number extends K ? never : K]: H[K] }
  : never;
type ResponseBody<R> = R extends { content: infer C } ? ([C] extends [never] ? undefined : ContentOf<C>) : undefined;
type BodyField<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };

/** One member per documented status: `{status: 200, body: …}` | `{status: 404, body: …}` | … */
export type OperationResult<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: {
        status: StatusNumber<S>;
        headers?: Readonly<Partial<Record<DeclaredHeaders<R[S]>, string>>>;
      } & BodyField<ResponseBody<R[S]>>;
    }[keyof R]
  : never;

export type OperationHandler<Op, Spec, Principal> = (
  input: OperationInput<Op, Spec, Principal>,
) => OperationResult<Op> | Promise<OperationResult<Op>>;

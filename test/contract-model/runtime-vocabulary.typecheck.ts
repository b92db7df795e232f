// Compile-time check, run by `npm run typecheck` (tsconfig.json includes test/): the runtimes' types of extension
// values are the vocabulary's (spec/extensions.yaml), as the reader hands them to the generators that write the
// operation table. Each runtime type derives from @ausd/client/extensions; a runtime type that stops matching the
// vocabulary (written by hand again, or a vocabulary change it does not follow) fails here, not where a generator
// converts a value.
import { expectTypeOf } from 'vitest';
import type { Extensions } from '../../packages/contract-model/src/extensions.js';
import type { ClientContract, ExchangeDescriptor } from '../../packages/client/src/runtime/create.js';
import type { IdentityRule, identityRules } from '../../packages/client/src/runtime/identity.js';
import type { RangeField } from '../../packages/contract-facts/src/compiled-operation.js';
import type {
  ErrorRole,
  FilterDeclaration,
  FilterMatch,
  OperationSpec,
  Ordering,
  PaginationRole,
  ParameterSpec,
  RangeBound,
  UnsupportedMethod,
} from '../../packages/contract-facts/src/operation.js';
import type { Contract } from '../../packages/express/src/runtime/types.js';

type Declared<
  P extends 'document' | 'operation' | 'parameter' | 'securityScheme',
  N extends keyof Extensions<P>,
> = NonNullable<Extensions<P>[N]>;

// The operation table: each value as declared.
expectTypeOf<Ordering>().toEqualTypeOf<Declared<'operation', 'ordering'>>();
expectTypeOf<NonNullable<OperationSpec['ordering']>>().toEqualTypeOf<Declared<'operation', 'ordering'>>();
expectTypeOf<NonNullable<OperationSpec['identity']>>().toEqualTypeOf<Readonly<Declared<'operation', 'identity'>>>();
expectTypeOf<RangeBound>().toEqualTypeOf<Declared<'parameter', 'range'>>();
expectTypeOf<NonNullable<ParameterSpec['range']>>().toEqualTypeOf<Declared<'parameter', 'range'>>();
expectTypeOf<FilterDeclaration>().toEqualTypeOf<Declared<'parameter', 'filter'>>();
expectTypeOf<NonNullable<ParameterSpec['filter']>>().toEqualTypeOf<Declared<'parameter', 'filter'>>();
expectTypeOf<FilterMatch>().toEqualTypeOf<Declared<'parameter', 'filter'>['match']>();
expectTypeOf<PaginationRole>().toEqualTypeOf<Declared<'parameter', 'pagination'>>();
expectTypeOf<NonNullable<ParameterSpec['pagination']>>().toEqualTypeOf<Declared<'parameter', 'pagination'>>();
expectTypeOf<ParameterSpec['notFoundCode']>().toEqualTypeOf<Extensions<'parameter'>['notFound']>();

// The router's contract: the document's values as declared, read-only.
expectTypeOf<ErrorRole>().toEqualTypeOf<keyof Declared<'document', 'errorRoles'>>();
expectTypeOf<Contract['errorRoles']>().toEqualTypeOf<Readonly<Declared<'document', 'errorRoles'>>>();
expectTypeOf<UnsupportedMethod>().toEqualTypeOf<Declared<'document', 'unsupportedMethod'>>();
expectTypeOf<Contract['queryRules']>().toEqualTypeOf<Readonly<Declared<'document', 'queryRules'>>>();
expectTypeOf<Contract['requestIdHeader']>().toEqualTypeOf<Declared<'document', 'requestIdHeader'>>();

// The client's: every identity rule the vocabulary declares, each implemented (identity.ts keys its implementations
// by the vocabulary's rules, and operation-route.ts gives each scheme credential a role, so a value added there fails
// to compile until it is implemented).
expectTypeOf<IdentityRule>().toEqualTypeOf<Declared<'operation', 'identity'>[string]>();
expectTypeOf<(typeof identityRules)[number]>().toEqualTypeOf<IdentityRule>();

// The client's session and retry rules, as the generated client hands them to the runtime (its call reads them there).
expectTypeOf<ExchangeDescriptor['renewOn']>().toEqualTypeOf<Declared<'securityScheme', 'renewOn'>>();
expectTypeOf<ExchangeDescriptor['lifetimeSeconds']>().toEqualTypeOf<Declared<'securityScheme', 'sessionLifetime'>>();
expectTypeOf<ClientContract['retryStatuses']>().toEqualTypeOf<Readonly<Declared<'document', 'retryStatuses'>>>();

// A normalised form: a range filter's bounds grouped under each side `x-range` declares.
expectTypeOf<keyof RangeField>().toEqualTypeOf<'field' | RangeBound['bound']>();
expectTypeOf<RangeField['field']>().toEqualTypeOf<RangeBound['field']>();

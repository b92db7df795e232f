// The operations and query texts the query properties run over: the fixture's listTransactions (strict and not,
// and with a required parameter) and every generated operation that takes a query; texts of declared and stray
// names with values of every kind a rule or the schema judges (empty, escaped, zoneless, leap seconds, lists, `+`).
import fc from 'fast-check';
import { operations as generatedOperations } from '../../packages/contract-facts/src/generated/operations.js';
import { operationValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { compileOperation, type CompiledOperation } from '../../packages/express/src/runtime/compiled-operation.js';
import { operations as fixtureOperations, listRequiring, validators } from './contract-fixture.js';

const requiring = listRequiring('cursor');
export const compiled: CompiledOperation[] = [
  compileOperation(fixtureOperations.listTransactions, validators.listTransactions),
  compileOperation({ ...fixtureOperations.listTransactions, strictQuery: false }, validators.listTransactions),
  compileOperation(requiring.spec, requiring.validators),
  ...Object.values(generatedOperations)
    .filter((spec) => spec.parameters.some((parameter) => parameter.in === 'query'))
    .map((spec) => compileOperation(spec, operationValidators[spec.operationId])),
];

const names = [...new Set(compiled.flatMap((operation) => [...operation.query.keys()]))];
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...names) },
  { weight: 1, arbitrary: fc.constantFrom('initiatedAt.eq', 'createdAt.gte', 'colour', 'type%2C', 'limit%') },
);
const value = fc.oneof(
  fc.constantFrom('', 'mint,redeem', 'mint%2Credeem', 'mint%2cburn', '%', '%E0%A4%A', '50', 'true', 'a+b'),
  fc.constantFrom('2026-01-01T00:00:00Z', '2026-01-01T00%3A00%3A00Z', '2026-01-01T00:00:00', '2016-12-31T23:59:60Z'),
  fc.constantFrom('9999-12-31T23:59:59-01:00', '2027-01-01T00:00:00%2B01:00', '2025-01-01'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const part = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(name, value).map(([key, text]) => `${key}=${text}`) },
  { weight: 1, arbitrary: name },
);
export const search = fc.array(part, { maxLength: 6 }).map((parts) => parts.join('&'));

// The real bundled contract as a mutable document, and lookups that fail loudly when the contract moves on,
// so every corpus pair is a small edit of what integrators actually get.
import { readFileSync } from 'node:fs';
import { contractFrom, type Contract } from '../../packages/api-toolkit/src/diff/contract.js';

export type Doc = Record<string, any>;

const bundled = readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8');

export function freshDocument(): Doc {
  return JSON.parse(bundled) as Doc;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the contract has no ${what}: update the corpus`);
  return value;
}

export const schema = (doc: Doc, name: string): Doc => need(doc.components.schemas[name], `schema ${name}`);
export const parameter = (doc: Doc, name: string): Doc => need(doc.components.parameters[name], `parameter ${name}`);
export const response = (doc: Doc, name: string): Doc => need(doc.components.responses[name], `response ${name}`);
export const operation = (doc: Doc, path: string, method: string): Doc =>
  need(doc.paths[path]?.[method], `${method} ${path}`);

export function contracts(base: Doc, head: Doc): { base: Contract; head: Contract } {
  return { base: contractFrom(base, 'base.json'), head: contractFrom(head, 'head.json') };
}

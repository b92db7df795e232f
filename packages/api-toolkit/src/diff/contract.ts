// A contract to compare: a bundled OpenAPI 3.1 document loaded through the generators' model, read from a
// .json/.yaml file or from a git ref of this repository (its spec/ bundled on the fly).
import { readFile } from 'node:fs/promises';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { type ContractModel, createModel } from '@ausd/contract-model/model';
import { ContractError } from '@ausd/contract-model/pointer';
import { frozenCopy } from '@ausd/contract-model/frozen-copy';
import { ContractInputError } from './input-error.js';
import { checkReferences } from './references.js';
import { checkPathParameters, checkSelfReference, checkTree } from './well-formed.js';

/** An imperfection the diff reads past (OpenAPI tools in the wild do): printed once, never a refusal. */
export interface ReadWarning {
  file: string;
  pointer: string;
  message: string;
}

export interface Contract extends ContractModel {
  /** What the user named: a file path, a git ref or the working spec/. */
  label: string;
  /** What the document gets wrong but the diff can read: no `responses`, an operationId used twice, path templates. */
  warnings: ReadWarning[];
}

export function parseContract(text: string, file: string): unknown {
  try {
    if (file.endsWith('.json')) return JSON.parse(text) as unknown;
    return parseYaml(text, { prettyErrors: true }) as unknown;
  } catch (error) {
    // YAML's message carries the line and a code frame of it; JSON's first line says all there is.
    const detail =
      error instanceof YAMLParseError
        ? error.message.trimEnd()
        : error instanceof SyntaxError
          ? error.message.split('\n')[0]
          : String(error);
    throw new ContractInputError(`${file}: not parseable as ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${detail}`);
  }
}

/** Checks the document is OpenAPI 3.x, well formed, with local, resolvable references and builds the model. */
export function contractFrom(document: unknown, file: string, label = file): Contract {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new ContractInputError(`${file}#: not an OpenAPI document (expected an object at the root)`);
  }
  checkTree(document, file);
  const version = (document as { openapi?: unknown }).openapi;
  if (typeof version !== 'string' || !/^3\.\d+\.\d+/.test(version)) {
    throw new ContractInputError(
      `${file}#/openapi: not an OpenAPI 3 document (found ${JSON.stringify(version ?? null)})`,
    );
  }
  if (typeof (document as { info?: { version?: unknown } }).info?.version !== 'string') {
    throw new ContractInputError(`${file}#/info/version: the contract has no version`);
  }
  checkReferences(document, file);
  checkSelfReference(document, file);
  try {
    const warnings: ReadWarning[] = [];
    const tolerate = (pointer: string, message: string) => warnings.push({ file, pointer, message });
    const model = createModel(frozenCopy(document) as OpenAPIObject, file, { nameByRoute: true, tolerate });
    checkPathParameters(model.operations, tolerate);
    return { ...model, label, warnings };
  } catch (error) {
    if (error instanceof ContractError) throw new ContractInputError(error.message);
    throw error;
  }
}

/** Contracts read from files, by name and text: the most kept, the least recently read dropped first. */
const MAX_READ_CONTRACTS = 8;
const readContracts = new Map<string, Contract>();

/**
 * A file read again unchanged in one process (the in-process command tests diff a few files hundreds of times)
 * gives the contract it gave before: reading is deterministic and a contract is never changed once made.
 */
export async function loadContractFile(file: string): Promise<Contract> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContractInputError(`${file}: cannot read the file (${code ?? String(error)})`);
  }
  const key = `${file}\n${text}`;
  let contract = readContracts.get(key);
  if (contract === undefined) contract = contractFrom(parseContract(text, file), file);
  else readContracts.delete(key);
  readContracts.set(key, contract);
  if (readContracts.size > MAX_READ_CONTRACTS) readContracts.delete(readContracts.keys().next().value!);
  return contract;
}

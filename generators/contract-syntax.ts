// Reads every file of a split contract (the entry and each file a `$ref` reaches) before Redocly does: a file
// that does not parse is reported once, with its line and a code frame. Redocly would instead report it once per
// reference to it, after rules that ran on the documents around the hole. Files are named by the contract's one
// resolver (references.ts); a file it refuses is not read here either, and bundling names the reference.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, type YAMLError } from 'yaml';
import { splitReference } from '@ausd/contract-model/pointer';
import { ConfinedResolver, contractFolder } from './references.js';

export interface SyntaxProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The offending line with a caret under the column. */
  frame: string;
}

/** Thrown when a file of the contract does not parse; `message` holds every such file, each once. */
export class ContractSyntaxError extends Error {
  constructor(readonly problems: SyntaxProblem[]) {
    super(
      problems
        .map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}\n\n${p.frame}\n`)
        .join('\n')
        .trimEnd(),
    );
    this.name = 'ContractSyntaxError';
  }
}

/** How a file is named in a problem: relative to the working folder when inside it, else as is. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** Every `$ref` target file of a parsed document, as the resolver names it. */
function referencedFiles(node: unknown, from: string, resolver: ConfinedResolver, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) referencedFiles(item, from, resolver, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const { file } = splitReference(value);
      if (file === '') continue;
      found.add(resolver.resolveExternalRef(from, file));
    } else referencedFiles(value, from, resolver, found);
  }
}

function problemOf(error: YAMLError) {
  const [first = '', ...rest] = error.message.split('\n');
  return {
    line: error.linePos?.[0].line ?? 1,
    column: error.linePos?.[0].col ?? 1,
    message: first.replace(/ at line \d+, column \d+:$/, ''),
    frame: rest.join('\n').replace(/^\n+|\n+$/g, ''),
  };
}

/** Parses the entry and every file its references reach; throws ContractSyntaxError naming each that fails. */
export async function checkContractSyntax(
  entry: string,
  resolver = new ConfinedResolver(contractFolder(entry)),
): Promise<void> {
  const problems: SyntaxProblem[] = [];
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || resolver.refusal(file) !== undefined) continue;
    seen.add(file);
    // A file that cannot be read is Redocly's to report (an unresolved reference, with where it is referenced).
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const document = parseDocument(text, { prettyErrors: true });
    const [error] = document.errors;
    if (error !== undefined) {
      problems.push({ file: shown(file), ...problemOf(error) });
      continue;
    }
    const found = new Set<string>();
    referencedFiles(document.toJS(), file, resolver, found);
    queue.push(...found);
  }
  if (problems.length > 0) throw new ContractSyntaxError(problems);
}

// Before a git ref's (or the working) spec/ is bundled, every `$ref` of every file it reaches must name a
// file inside that spec/ folder: no URL (nothing is fetched), no path that leaves the folder, no symbolic
// link out of it. CI may diff an untrusted branch and post the report, so a reference to /etc/passwd or to
// an internal address must be refused, not bundled into the output. @redocly/cli runs as its own process
// and would follow them; this check runs first.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { jsonPointer } from '@ausd/contract-model/pointer';
import { parseContract } from './contract.js';
import { ContractInputError } from './input-error.js';
import { checkTree } from './well-formed.js';

const hasScheme = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//');

function referencesOf(document: unknown): { ref: string; pointer: string }[] {
  const found: { ref: string; pointer: string }[] = [];
  const stack: { node: unknown; path: string[] }[] = [{ node: document, path: [] }];
  while (stack.length > 0) {
    const { node, path: at } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push({ ref: value, pointer: jsonPointer(...at, key) });
      else stack.push({ node: value, path: [...at, key] });
    }
  }
  return found;
}

/** Refuses, with `file#pointer`, the first reference of the files reachable from `entry` that leaves `root`. */
export async function confineReferences(entry: string, root: string, label: string): Promise<void> {
  const realRoot = await realpath(root);
  const inside = (file: string) => file === realRoot || file.startsWith(`${realRoot}${path.sep}`);
  const shown = (file: string) => `${label}:${path.relative(path.dirname(realRoot), file)}`;
  const start = await realpath(entry);
  if (!inside(start)) throw new ContractInputError(`${label}: ${entry} leads out of the spec folder`);
  const queue = [start];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const document = parseContract(await readFile(file, 'utf8'), shown(file));
    checkTree(document, shown(file));
    for (const { ref, pointer } of referencesOf(document)) {
      const where = `${shown(file)}#${pointer}`;
      const target = ref.split('#')[0] ?? '';
      if (target === '') continue;
      if (hasScheme(target)) {
        throw new ContractInputError(`${where}: reference '${ref}' is a URL; the diff fetches nothing`);
      }
      const resolved = path.resolve(path.dirname(file), decodeURIComponent(target));
      let real: string;
      try {
        real = await realpath(resolved);
      } catch {
        throw new ContractInputError(`${where}: reference '${ref}' names no file`);
      }
      if (!inside(real)) {
        throw new ContractInputError(`${where}: reference '${ref}' leaves the spec folder; references stay inside it`);
      }
      queue.push(real);
    }
  }
}

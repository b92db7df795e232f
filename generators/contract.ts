// Bundles the split contract (spec/) into one document with @redocly/cli, after checking its structure,
// and reports structural problems by source file and JSON pointer.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { runRedocly } from './redocly/run.js';
import { checkContractSyntax } from './contract-syntax.js';

const structureConfig = fileURLToPath(new URL('./structure.redocly.yaml', import.meta.url));
/** The structure rules and the extension vocabulary: the project's own documents. */
const contractStructureConfig = fileURLToPath(new URL('./contract-structure.redocly.yaml', import.meta.url));

export interface BundledContract {
  document: OpenAPIObject;
  /** The bundle exactly as @redocly/cli writes it. */
  json: string;
  yaml: string;
}

interface LintProblem {
  ruleId: string;
  message: string;
  location: { source: { ref: string }; pointer: string }[];
}

/** Thrown when the contract fails the structural check; `message` lists every problem on its own line. */
export class ContractStructureError extends Error {
  constructor(readonly problems: string[]) {
    super(`the contract is not structurally valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ContractStructureError';
  }
}

async function checkStructure(entry: string, config: string): Promise<void> {
  const { stdout, stderr } = await runRedocly(['lint', entry, '--config', config, '--format', 'json']);
  let report: { problems: LintProblem[] };
  try {
    report = JSON.parse(stdout) as { problems: LintProblem[] };
  } catch {
    throw new Error(`structural check of ${entry} failed: ${stderr.trim() || stdout.trim()}`);
  }
  const errors = report.problems.map((problem) => {
    const [where] = problem.location;
    const file = where ? path.relative(process.cwd(), path.resolve(where.source.ref)) : entry;
    return `${file}${where?.pointer ?? ''}: ${problem.message} (${problem.ruleId})`;
  });
  if (errors.length > 0) throw new ContractStructureError(errors);
}

async function bundleAs(entry: string, ext: 'json' | 'yaml', dir: string): Promise<string> {
  const output = path.join(dir, `openapi.${ext}`);
  const { code, stderr } = await runRedocly(['bundle', entry, '--ext', ext, '--output', output]);
  if (code !== 0) throw new Error(`bundling ${entry} failed: ${stderr.trim()}`);
  return readFile(output, 'utf8');
}

export interface BundleOptions {
  /**
   * Also check every `x-` key against the extension vocabulary (spec/extensions.yaml): the project's documents, whose
   * extensions the generators read as the vocabulary types them. Off for documents of others (the contract diff).
   */
  vocabulary?: boolean;
}

export async function bundleContract(entry: string, options: BundleOptions = {}): Promise<BundledContract> {
  await checkContractSyntax(entry);
  const dir = await mkdtemp(path.join(tmpdir(), 'ausd-bundle-'));
  try {
    const [, json, yaml] = await Promise.all([
      checkStructure(entry, options.vocabulary ? contractStructureConfig : structureConfig),
      bundleAs(entry, 'json', dir),
      bundleAs(entry, 'yaml', dir),
    ]);
    return { document: JSON.parse(json) as OpenAPIObject, json, yaml };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

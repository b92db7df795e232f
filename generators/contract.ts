// Bundles the split contract (spec/) into one document with @redocly/openapi-core, after checking its structure,
// and reports structural problems by source file and JSON pointer. Both run in this process through the contract's
// one resolver (references.ts): a reference that leaves the contract's folder or names a URL is refused, never opened.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig, lint, loadConfig, stringifyYaml } from '@redocly/openapi-core';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { checkContractSyntax } from './contract-syntax.js';
import { ConfinedResolver, contractFolder } from './references.js';

const structureConfig = fileURLToPath(new URL('./structure.redocly.yaml', import.meta.url));
/** The structure rules and the extension vocabulary: the project's own documents. */
const contractStructureConfig = fileURLToPath(new URL('./contract-structure.redocly.yaml', import.meta.url));
/** The order @redocly/cli writes an OpenAPI 3.1 bundle's top-level keys in; the others follow as written. */
const topLevelOrder = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'security',
  'tags',
  'externalDocs',
  'paths',
  'webhooks',
  'components',
];

export interface BundledContract {
  document: OpenAPIObject;
  /** The bundle exactly as @redocly/cli writes it. */
  json: string;
  yaml: string;
}

/** Thrown when the contract fails the structural check; `message` lists every problem on its own line. */
export class ContractStructureError extends Error {
  constructor(readonly problems: string[]) {
    super(`the contract is not structurally valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ContractStructureError';
  }
}

/** Where a problem is, as `file#/pointer` relative to the working folder. */
export function problemPlace(location: { source: { absoluteRef: string }; pointer?: string } | undefined): string {
  if (location === undefined) return '(document)';
  return `${path.relative(process.cwd(), location.source.absoluteRef)}${location.pointer ?? ''}`;
}

async function checkStructure(entry: string, configPath: string, resolver: ConfinedResolver): Promise<void> {
  const config = await loadConfig({ configPath });
  const problems = await lint({ ref: entry, config, externalRefResolver: resolver });
  resolver.assertConfined(problems);
  const errors = problems
    .filter((problem) => !problem.ignored)
    .map((problem) => `${problemPlace(problem.location[0])}: ${problem.message} (${problem.ruleId})`);
  if (errors.length > 0) throw new ContractStructureError(errors);
}

async function bundleWith(entry: string, resolver: ConfinedResolver): Promise<OpenAPIObject> {
  const config = await createConfig({});
  const { bundle: result, problems } = await bundle({ ref: entry, config, externalRefResolver: resolver });
  resolver.assertConfined(problems);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`bundling ${entry} failed: ${errors.map((problem) => problem.message).join('; ')}`);
  }
  const parsed = result.parsed as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of topLevelOrder) if (Object.hasOwn(parsed, key)) ordered[key] = parsed[key];
  return Object.assign(ordered, parsed) as unknown as OpenAPIObject;
}

export interface BundleOptions {
  /**
   * Also check every `x-` key against the extension vocabulary (spec/extensions.yaml): the project's documents, whose
   * extensions the generators read as the vocabulary types them. Off for documents of others (the contract diff).
   */
  vocabulary?: boolean;
  /** The folder the contract may read (default: contractFolder(entry)). */
  folder?: string;
}

export async function bundleContract(entry: string, options: BundleOptions = {}): Promise<BundledContract> {
  const resolver = new ConfinedResolver(options.folder ?? contractFolder(entry));
  await checkContractSyntax(entry, resolver);
  await checkStructure(entry, options.vocabulary ? contractStructureConfig : structureConfig, resolver);
  const document = await bundleWith(entry, resolver);
  return {
    document: JSON.parse(JSON.stringify(document)) as OpenAPIObject,
    json: JSON.stringify(document, null, 2),
    yaml: stringifyYaml(document, { noRefs: true, lineWidth: -1 }),
  };
}

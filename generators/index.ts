// The generation pipeline: bundle the contract, load it once, run every artifact generator, write files.
// To add an artifact, append its generator to `artifactGenerators`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactGenerator, GeneratedFile, GenerationContext } from './artifact.js';
import { type BundledContract, bundleContract } from './contract.js';
import { withReferenceAddress } from './reference-url.js';
import { contractPlacement, folderPlacement, type Placement } from './placement.js';
import { type ContractModel, createModel } from '@ausd/contract-model/model';
import { openapiArtifact, openapiOutputs } from './openapi.js';
import { operationsArtifact } from './operations.js';
import { typesArtifact } from './types.js';
import { validatorsArtifact } from './validators.js';
import { docsArtifact, sandboxHelpersEntry } from './docs.js';
import { middlewareArtifact } from './middleware.js';
import { clientArtifact } from './client.js';
import { evolutionArtifact } from './evolution.js';
import { extensionsArtifact } from './extensions.js';
import { mcpToolsArtifact } from './mcp-tools.js';
import { llmsArtifact } from './llms.js';
import { defaultEntry, defaultOutDir } from './entry.js';

export const artifactGenerators: readonly ArtifactGenerator[] = [
  operationsArtifact,
  typesArtifact,
  validatorsArtifact,
  middlewareArtifact,
  clientArtifact,
  evolutionArtifact,
  docsArtifact,
  extensionsArtifact,
  mcpToolsArtifact,
  llmsArtifact,
];

/**
 * A document the pipeline generates from, each file placed in the package that ships it. The same generators
 * run over each: the public contract, and the sandbox's test helpers (served by the same router machinery,
 * driven by the same client runtime; not part of the public contract, so no reference of their own).
 */
export interface ContractSource {
  entry: string;
  placement: Placement;
  artifacts: readonly ArtifactGenerator[];
}

export const contractSources: readonly ContractSource[] = [
  { entry: defaultEntry, placement: contractPlacement, artifacts: artifactGenerators },
  {
    entry: sandboxHelpersEntry,
    placement: folderPlacement('packages/sandbox/src/generated/helpers'),
    artifacts: [operationsArtifact, typesArtifact, validatorsArtifact, middlewareArtifact, clientArtifact],
  },
];

interface Bundled {
  contract: BundledContract;
  /** How long bundling took, for the `openapi` line. */
  milliseconds: number;
}

export interface GenerateOptions {
  entry?: string;
  outDir?: string;
  /** Where the public contract's files go under `outDir` (default: the package that ships each). */
  placement?: Placement;
  /** Artifact names to run; all when absent. */
  only?: readonly string[];
  /** Compare with the files on disk instead of writing: reports list what would change. */
  check?: boolean;
  /**
   * Address of the published reference (e.g. `https://developer.example.com/api/`); every `docs_url` of every
   * artifact then points at its Errors page anchors there. Default: the contract's `x-error-docs-url`.
   */
  referenceUrl?: string;
  /** Called after each artifact is written. */
  onArtifact?: (report: ArtifactReport) => void;
}

export interface ArtifactReport {
  name: string;
  files: { path: string; bytes: number; changed: boolean }[];
  milliseconds: number;
}

async function writeIfChanged(file: string, contents: string, check: boolean): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === contents || check) return current !== contents;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
  return true;
}

async function run(
  generator: ArtifactGenerator,
  model: ContractModel,
  outDir: string,
  check: boolean,
  context: GenerationContext,
): Promise<ArtifactReport> {
  const started = performance.now();
  const files: GeneratedFile[] = await generator.generate(model, context);
  const unexpected = files.filter((file) => !generator.outputs.includes(file.path));
  if (unexpected.length > 0) {
    throw new Error(
      `artifact '${generator.name}' produced undeclared outputs: ${unexpected.map((file) => file.path).join(', ')}`,
    );
  }
  const written = [];
  for (const file of files) {
    for (const folder of context.placement(file.path)) {
      const place = path.posix.join(folder, file.path);
      const changed = await writeIfChanged(path.join(outDir, place), file.contents, check);
      written.push({ path: place, bytes: Buffer.byteLength(file.contents), changed });
    }
  }
  return { name: generator.name, files: written, milliseconds: performance.now() - started };
}

/** What `only` can name: the bundle and every artifact. */
export const artifactNames: readonly string[] = ['openapi', ...artifactGenerators.map((generator) => generator.name)];

export function unknownArtifacts(only: readonly string[]): string[] {
  return only.filter((name) => !artifactNames.includes(name));
}

/** Runs the pipeline over every contract source; with `entry`, over that document alone as the public contract. */
export async function generate(options: GenerateOptions = {}): Promise<ArtifactReport[]> {
  const outDir = options.outDir ?? defaultOutDir;
  const unknown = unknownArtifacts(options.only ?? []);
  if (unknown.length > 0)
    throw new Error(`unknown artifact ${unknown.join(', ')}; artifacts: ${artifactNames.join(', ')}`);
  const [contract, ...others] = contractSources as [ContractSource, ...ContractSource[]];
  const publicContract = {
    ...contract,
    entry: options.entry ?? contract.entry,
    placement: options.placement ?? contract.placement,
  };
  const sources = options.entry === undefined ? [publicContract, ...others] : [publicContract];
  // Each document is bundled once per run, whether its own source or another artifact reads it first.
  const bundles = new Map<string, Promise<Bundled>>();
  const bundled = (entry: string): Promise<Bundled> => {
    const key = path.resolve(entry);
    let bundle = bundles.get(key);
    if (bundle === undefined) {
      const started = performance.now();
      bundle = bundleContract(entry, { vocabulary: true }).then((contract) => ({
        contract: options.referenceUrl === undefined ? contract : withReferenceAddress(contract, options.referenceUrl),
        milliseconds: performance.now() - started,
      }));
      bundles.set(key, bundle);
    }
    return bundle;
  };
  const document = async (entry: string) => (existsSync(entry) ? (await bundled(entry)).contract.document : undefined);
  const reports: ArtifactReport[] = [];
  for (const source of sources) {
    const context: GenerationContext = { document, placement: source.placement };
    reports.push(...(await generateSource(source, outDir, options, bundled, context)));
  }
  return reports;
}

async function generateSource(
  source: ContractSource,
  outDir: string,
  options: GenerateOptions,
  bundled: (entry: string) => Promise<Bundled>,
  context: GenerationContext,
): Promise<ArtifactReport[]> {
  const selected = (name: string) => options.only === undefined || options.only.includes(name);
  const { contract: bundle, milliseconds: bundleMs } = await bundled(source.entry);
  const [bundleFolder] = source.placement('openapi.json') as [string];
  const model = createModel(bundle.document, path.join(outDir, bundleFolder, 'openapi.json'));

  const reports: ArtifactReport[] = [];
  const report = (artifact: ArtifactReport) => {
    reports.push(artifact);
    options.onArtifact?.(artifact);
  };
  const openapi = openapiArtifact(bundle);
  const check = options.check ?? false;
  // The bundle is made before the model exists; its line reports the bundling time.
  if (selected(openapi.name))
    report({ ...(await run(openapi, model, outDir, check, context)), milliseconds: bundleMs });
  for (const generator of source.artifacts.filter((candidate) => selected(candidate.name))) {
    report(await run(generator, model, outDir, check, context));
  }
  return reports;
}

/** Every output path of the pipeline, relative to the output directory (the repository). */
export function pipelineOutputs(): string[] {
  return contractSources.flatMap((source) =>
    [...openapiOutputs, ...source.artifacts.flatMap((generator) => generator.outputs)].flatMap((file) =>
      source.placement(file).map((folder) => path.posix.join(folder, file)),
    ),
  );
}

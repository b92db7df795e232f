// The generation pipeline: bundle the contract, load it once, run every artifact generator, write files.
// To add an artifact, append its generator to `artifactGenerators`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactGenerator, GeneratedFile, GenerationContext } from './artifact.js';
import { type BundledContract, bundleContract } from './contract.js';
import { withReferenceAddress } from './reference-url.js';
import { type ContractModel, createModel } from './model.js';
import { openapiArtifact, openapiOutputs } from './openapi.js';
import { operationsArtifact } from './operations.js';
import { typesArtifact } from './types.js';
import { validatorsArtifact } from './validators.js';
import { docsArtifact, sandboxHelpersEntry } from './docs.js';
import { middlewareArtifact } from './middleware.js';
import { clientArtifact } from './client.js';
import { evolutionArtifact } from './evolution.js';

export const artifactGenerators: readonly ArtifactGenerator[] = [
  operationsArtifact,
  typesArtifact,
  validatorsArtifact,
  middlewareArtifact,
  clientArtifact,
  evolutionArtifact,
  docsArtifact,
];

export const defaultEntry = 'spec/openapi.yaml';
export const defaultOutDir = 'generated';

/**
 * A document the pipeline generates from, into `dir` under the output directory. The same generators run
 * over each: the public contract, and the sandbox's test helpers (served by the same router machinery,
 * driven by the same client runtime; not part of the public contract, so no reference of their own).
 */
export interface ContractSource {
  entry: string;
  /** Output folder relative to the output directory ('' for the output directory itself). */
  dir: string;
  artifacts: readonly ArtifactGenerator[];
}

export const contractSources: readonly ContractSource[] = [
  { entry: defaultEntry, dir: '', artifacts: artifactGenerators },
  {
    entry: sandboxHelpersEntry,
    dir: 'sandbox-helpers',
    artifacts: [operationsArtifact, typesArtifact, validatorsArtifact, middlewareArtifact, clientArtifact],
  },
];

/** runtime/ as imported from generated/<dir>/. */
function runtimeImport(dir: string): string {
  return path.posix.relative(path.posix.join(defaultOutDir, dir), 'runtime');
}

interface Bundled {
  contract: BundledContract;
  /** How long bundling took, for the `openapi` line. */
  milliseconds: number;
}

export interface GenerateOptions {
  entry?: string;
  outDir?: string;
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
  dir: string,
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
    const changed = await writeIfChanged(path.join(outDir, dir, file.path), file.contents, check);
    written.push({ path: path.posix.join(dir, file.path), bytes: Buffer.byteLength(file.contents), changed });
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
  const sources = options.entry === undefined ? contractSources : [{ ...contractSources[0]!, entry: options.entry }];
  // Each document is bundled once per run, whether its own source or another artifact reads it first.
  const bundles = new Map<string, Promise<Bundled>>();
  const bundled = (entry: string): Promise<Bundled> => {
    const key = path.resolve(entry);
    let bundle = bundles.get(key);
    if (bundle === undefined) {
      const started = performance.now();
      bundle = bundleContract(entry).then((contract) => ({
        contract: options.referenceUrl === undefined ? contract : withReferenceAddress(contract, options.referenceUrl),
        milliseconds: performance.now() - started,
      }));
      bundles.set(key, bundle);
    }
    return bundle;
  };
  const context: GenerationContext = {
    document: async (entry) => (existsSync(entry) ? (await bundled(entry)).contract.document : undefined),
  };
  const reports: ArtifactReport[] = [];
  for (const source of sources) reports.push(...(await generateSource(source, outDir, options, bundled, context)));
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
  const model = createModel(bundle.document, path.join(outDir, source.dir, 'openapi.json'), runtimeImport(source.dir));

  const reports: ArtifactReport[] = [];
  const report = (artifact: ArtifactReport) => {
    reports.push(artifact);
    options.onArtifact?.(artifact);
  };
  const openapi = openapiArtifact(bundle);
  const check = options.check ?? false;
  // The bundle is made before the model exists; its line reports the bundling time.
  if (selected(openapi.name))
    report({ ...(await run(openapi, model, outDir, source.dir, check, context)), milliseconds: bundleMs });
  for (const generator of source.artifacts.filter((candidate) => selected(candidate.name))) {
    report(await run(generator, model, outDir, source.dir, check, context));
  }
  return reports;
}

/** Every output path of the pipeline, relative to the output directory. */
export function pipelineOutputs(): string[] {
  return contractSources.flatMap((source) =>
    [...openapiOutputs, ...source.artifacts.flatMap((generator) => generator.outputs)].map((file) =>
      path.posix.join(source.dir, file),
    ),
  );
}

// The generation pipeline: bundle the contract, load it once, run every artifact generator, write files.
// To add an artifact, append its generator to `artifactGenerators`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactGenerator, GeneratedFile } from './artifact.js';
import { bundleContract } from './contract.js';
import { type ContractModel, createModel } from './model.js';
import { openapiArtifact, openapiOutputs } from './openapi.js';
import { operationsArtifact } from './operations.js';
import { typesArtifact } from './types.js';
import { validatorsArtifact } from './validators.js';
import { docsArtifact } from './docs.js';
import { middlewareArtifact } from './middleware.js';
import { clientArtifact } from './client.js';

export const artifactGenerators: readonly ArtifactGenerator[] = [operationsArtifact, typesArtifact, validatorsArtifact, middlewareArtifact, clientArtifact, docsArtifact];

export const defaultEntry = 'spec/openapi.yaml';
export const defaultOutDir = 'generated';

export interface GenerateOptions {
  entry?: string;
  outDir?: string;
  /** Artifact names to run; all when absent. */
  only?: readonly string[];
  /** Compare with the files on disk instead of writing: reports list what would change. */
  check?: boolean;
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

async function run(generator: ArtifactGenerator, model: ContractModel, outDir: string, check: boolean): Promise<ArtifactReport> {
  const started = performance.now();
  const files: GeneratedFile[] = await generator.generate(model);
  const unexpected = files.filter((file) => !generator.outputs.includes(file.path));
  if (unexpected.length > 0) {
    throw new Error(`artifact '${generator.name}' produced undeclared outputs: ${unexpected.map((file) => file.path).join(', ')}`);
  }
  const written = [];
  for (const file of files) {
    const changed = await writeIfChanged(path.join(outDir, file.path), file.contents, check);
    written.push({ path: file.path, bytes: Buffer.byteLength(file.contents), changed });
  }
  return { name: generator.name, files: written, milliseconds: performance.now() - started };
}

export async function generate(options: GenerateOptions = {}): Promise<ArtifactReport[]> {
  const entry = options.entry ?? defaultEntry;
  const outDir = options.outDir ?? defaultOutDir;
  const selected = (name: string) => options.only === undefined || options.only.includes(name);
  const known = new Set(['openapi', ...artifactGenerators.map((generator) => generator.name)]);
  const unknown = options.only?.filter((name) => !known.has(name)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown artifact ${unknown.join(', ')}; artifacts: ${[...known].join(', ')}`);

  const started = performance.now();
  const bundle = await bundleContract(entry);
  const bundleMs = performance.now() - started;
  const model = createModel(bundle.document, path.join(outDir, 'openapi.json'));

  const reports: ArtifactReport[] = [];
  const report = (artifact: ArtifactReport) => {
    reports.push(artifact);
    options.onArtifact?.(artifact);
  };
  const openapi = openapiArtifact(bundle);
  const check = options.check ?? false;
  // The bundle is made before the model exists; its line reports the bundling time.
  if (selected(openapi.name)) report({ ...(await run(openapi, model, outDir, check)), milliseconds: bundleMs });
  for (const generator of artifactGenerators.filter((candidate) => selected(candidate.name))) {
    report(await run(generator, model, outDir, check));
  }
  return reports;
}

/** Every output path of the pipeline, relative to the output directory. */
export function pipelineOutputs(): string[] {
  return [...openapiOutputs, ...artifactGenerators.flatMap((generator) => generator.outputs)];
}

import type { OpenAPIObject } from 'openapi3-ts/oas31';
import type { ContractModel } from '@ausd/contract-model/model';
import type { Placement } from './placement.js';

/** One file an artifact generator produces, by output name (its folder is the document's placement). */
export interface GeneratedFile {
  path: string;
  contents: string;
}

/** What one run of the pipeline offers every artifact besides its own model. */
export interface GenerationContext {
  /**
   * Another document the pipeline reads (e.g. the sandbox's helpers), bundled once per run and with the run's
   * reference address; undefined when the file does not exist.
   */
  document(entry: string): Promise<OpenAPIObject | undefined>;
  /** Where this document's files go; generated imports are written from it (default: the public contract's). */
  placement: Placement;
}

/**
 * One artifact of the pipeline. `outputs` names the files it owns (relative to the output directory) so the
 * drift check and the CLI know them without running it; `generate` must be pure and deterministic.
 */
export interface ArtifactGenerator {
  name: string;
  outputs: readonly string[];
  /** `context` is absent when a generator runs outside the pipeline (e.g. on its own over one contract). */
  generate(model: ContractModel, context?: GenerationContext): GeneratedFile[] | Promise<GeneratedFile[]>;
}

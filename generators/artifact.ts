import type { ContractModel } from './model.js';

/** One file an artifact generator produces, path relative to the output directory (`generated/`). */
export interface GeneratedFile {
  path: string;
  contents: string;
}

/**
 * One artifact of the pipeline. `outputs` names the files it owns (relative to the output directory) so the
 * drift check and the CLI know them without running it; `generate` must be pure and deterministic.
 */
export interface ArtifactGenerator {
  name: string;
  outputs: readonly string[];
  generate(model: ContractModel): GeneratedFile[] | Promise<GeneratedFile[]>;
}

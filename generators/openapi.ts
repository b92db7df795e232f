// generated/openapi.{json,yaml}: the bundled contract, byte for byte as @redocly/cli writes it (generators/contract.ts).
import type { ArtifactGenerator } from './artifact.js';
import type { BundledContract } from './contract.js';

export const openapiOutputs = ['openapi.json', 'openapi.yaml'] as const;

export function openapiArtifact(bundle: BundledContract): ArtifactGenerator {
  return {
    name: 'openapi',
    outputs: openapiOutputs,
    generate: () => [
      { path: 'openapi.json', contents: bundle.json },
      { path: 'openapi.yaml', contents: bundle.yaml },
    ],
  };
}

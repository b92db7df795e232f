// Where generation reads and writes unless told otherwise: named in the commands' usage, which prints without
// loading a generator.
export const defaultEntry = 'spec/openapi.yaml';
/** The repository: each file goes into the folder of the package that ships it (generators/placement.ts). */
export const defaultOutDir = '.';

// tsc's plain output (`--pretty false`) told apart by folder: the projects or copies one compiler run checks each
// answer for the diagnostics of their own files.

/** The output's diagnostics: each starts at column 0 with its file; the lines indented under it continue it. */
export function diagnostics(output: string): string[] {
  return output.split(/\n(?=\S)/).filter((text) => text.trim() !== '');
}

/** The diagnostics of files under `folder` (a path from where tsc ran), that folder taken off their paths. */
export function diagnosticsIn(found: readonly string[], folder: string): string[] {
  return found.filter((text) => text.startsWith(`${folder}/`)).map((text) => text.slice(folder.length + 1));
}

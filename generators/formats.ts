// String formats the contract names beyond ajv-formats, each defined in the schema description that uses it.
// The source of each check is inlined into generated/validators.js, so the compiled validators enforce the
// format with no runtime dependency, and every consumer (middleware, sandbox, conformance) shares one check.

/** Format name → JavaScript source of a `(text: string) => boolean` function. */
export const contractFormats: Readonly<Record<string, string>> = {
  // SolanaAddress: base58 (Bitcoin alphabet), 32 to 44 characters, decoding to exactly 32 bytes.
  'solana-address': `function solanaAddress(text) {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false;
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char));
  let bytes = zeros;
  for (; value > 0n; value >>= 8n) bytes++;
  return bytes === 32;
}`,
};

/** The format checks as functions, for compiling the validators at generate time. */
export function formatFunctions(): Record<string, (text: string) => boolean> {
  return Object.fromEntries(
    Object.entries(contractFormats).map(([name, source]) => [
      name,
      new Function(`return (${source});`)() as (text: string) => boolean,
    ]),
  );
}

/** The module-level declaration generated/validators.js reads every format from (`formats[name]`). */
export function formatsDeclaration(): string {
  const custom = Object.entries(contractFormats).map(
    ([name, source]) => `  ${JSON.stringify(name)}: { type: "string", validate: ${source.replace(/\n/g, '\n  ')} },`,
  );
  return ['const formats = {', '  ...require("ajv-formats/dist/formats").fullFormats,', ...custom, '};'].join('\n');
}

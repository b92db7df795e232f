// String formats the contract names beyond ajv-formats, each defined in the schema description that uses it, and
// standard formats written out where ajv-formats' generic check is slow (`date-time` splits the text and runs
// three regular expressions; every timestamp of a query and an answer goes through it).
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

/** Standard formats checked by hand-written code, with ajv-formats' full verdicts. */
export const standardFormats: Readonly<Record<string, string>> = {
  // RFC 3339 date-time with a zone, as ajv-formats' full date-time judges it: a real calendar date, a time with a
  // leap second only where its UTC form is 23:59:60, an offset of at most 23:59 (\`+01\`, \`+0100\`, \`+01:00\`).
  'date-time': `function dateTime(text) {
  // The shape by a regular expression without captures, the numbers from fixed places: no match array is made.
  if (!/^\\d{4}-\\d{2}-\\d{2}[Tt\\s]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}(?::?\\d{2})?)$/.test(text)) return false;
  const at = (index) => (text.charCodeAt(index) - 48) * 10 + text.charCodeAt(index + 1) - 48;
  const year = at(0) * 100 + at(2), month = at(5), day = at(8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  // A fraction of a second never changes a comparison with a whole number of seconds.
  const hour = at(11), minute = at(14), second = at(17);
  // The zone ends the text: Z, or a sign and \`hh\`, \`hhmm\` or \`hh:mm\`, the only signs past the date.
  const end = text.length, isSign = (index) => text[index] === '+' || text[index] === '-';
  const zone = text[end - 1] === 'Z' || text[end - 1] === 'z' ? end : isSign(end - 3) ? end - 3 : isSign(end - 5) ? end - 5 : end - 6;
  const sign = text[zone] === '-' ? -1 : 1, offsetHour = zone < end ? at(zone + 1) : 0;
  const offsetMinute = zone < end - 3 ? at(end - 2) : 0;
  if (offsetHour > 23 || offsetMinute > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - offsetMinute * sign;
  const utcHour = hour - offsetHour * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}`,
};

const ownFormats = { ...contractFormats, ...standardFormats };

/** The format checks as functions, for compiling the validators at generate time. */
export function formatFunctions(): Record<string, (text: string) => boolean> {
  return Object.fromEntries(
    Object.entries(ownFormats).map(([name, source]) => [
      name,
      new Function(`return (${source});`)() as (text: string) => boolean,
    ]),
  );
}

/** The module-level declaration generated/validators.js reads every format from (`formats[name]`). */
export function formatsDeclaration(): string {
  const custom = Object.entries(ownFormats).map(
    ([name, source]) => `  ${JSON.stringify(name)}: { type: "string", validate: ${source.replace(/\n/g, '\n  ')} },`,
  );
  return ['const formats = {', '  ...require("ajv-formats/dist/formats").fullFormats,', ...custom, '};'].join('\n');
}

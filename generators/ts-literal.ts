// Prints plain data as a TypeScript literal: identifier keys unquoted, single-quoted strings, two-space
// indentation; an object that fits on one line stays on one line. Key order is the caller's, so output is as
// deterministic as the input.

const maxLineWidth = 110;
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

export function tsKey(key: string): string {
  return identifier.test(key) ? key : quote(key);
}

const entry = (key: string, item: unknown, indent: string) => `${tsKey(key)}: ${tsLiteral(item, indent)}`;

export function tsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return `[${value.map((item) => tsLiteral(item)).join(', ')}]`;
    }
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const oneLine = `{ ${entries.map(([key, item]) => entry(key, item, inner)).join(', ')} }`;
    if (!oneLine.includes('\n') && indent.length + oneLine.length <= maxLineWidth) return oneLine;
    return `{\n${entries.map(([key, item]) => `${inner}${entry(key, item, inner)},`).join('\n')}\n${indent}}`;
  }
  throw new TypeError(`cannot print ${typeof value} as a literal`);
}

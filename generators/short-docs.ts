// Generated types ship in @ausd/client, whose installed size has a budget: their JSDoc is cut to what an editor's
// hover needs. The compiler is loaded when types are generated, not by every command that imports the pipeline.

/** The first sentence of a JSDoc block's `@description`, as a one-line block; nothing when it has none. */
function firstSentence(indent: string, block: string): string {
  const text = block
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
  const description = /@description\s+(.*?)(?=\s@\w+|$)/.exec(text)?.[1];
  // openapi-typescript's notes on the discriminator properties it adds say nothing about the contract.
  if (!description || /\bby openapi-typescript\)?$/.test(description)) return '';
  return `${indent}/** ${/^.*?[.!?](?=\s|$)/.exec(description)?.[0] ?? description} */\n`;
}

/** openapi-typescript indents by 4: `schemas: {` at 4, a schema at 8, its fields from 12. */
const SCHEMA_INDENT = 8;

/**
 * The descriptions generated types keep (bench/RESULTS.md, "Footprint"): in the interface named `kept` (the
 * contract's `components`, the vocabulary's schemas) each field's first sentence, which an editor shows on hover
 * of the field; none elsewhere: not on a schema itself (an integrator names it by its exported alias, which shows
 * none) nor on paths, operations and responses, whose summaries the client's methods carry. The full text,
 * examples and formats stay in their sources and the reference; in the client's types they were 45 kB of its
 * 176 kB.
 */
export async function shortDocs(source: string, kept: string): Promise<string> {
  const { default: ts } = await import('typescript');
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, false);
  let result = '';
  for (const statement of file.statements) {
    const text = source.slice(statement.getFullStart(), statement.getEnd());
    const keep = ts.isInterfaceDeclaration(statement) && statement.name.text === kept;
    result += text.replace(/^([ \t]*)\/\*\*([\s\S]*?)\*\/\n/gm, (_, indent: string, block: string) =>
      keep && indent.length > SCHEMA_INDENT ? firstSentence(indent, block) : '',
    );
  }
  return result + source.slice(file.statements.end);
}

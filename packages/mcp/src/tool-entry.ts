// The shape of one entry of the generated tool table (generated/tools.ts), and the table typed by it.
import { tools } from './generated/tools.js';

/** A JSON Schema (2020-12) object, self-contained: no `$ref`. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export interface ToolEntry {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object'; properties: Readonly<Record<string, unknown>> };
  /** Absent for an operation that answers plain text: the tool answers text content only. */
  outputSchema?: JsonSchema & { type: 'object' };
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  /** How the server calls it: `client[resource][method](...path parameters, query or body)`. */
  call: {
    method: readonly [resource: string, method: string];
    pathParameters: readonly string[];
    input?: 'query' | 'body';
    pages?: { cursorParam: string; limitParam: string; itemsField: string; nextCursorField: string };
    text: boolean;
  };
}

export const toolTable: readonly ToolEntry[] = tools;

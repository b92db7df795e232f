// A contract edit reaches the tools with no hand edit: the tool table is generated from the bundled contract, so an
// added query parameter becomes an input property and an added operation a tool, with the client method the
// client generator gives it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../packages/contract-model/src/model.js';
import { mcpTools } from '../../generators/mcp-tools.js';
import { toolTable } from '../../packages/mcp/src/tool-entry.js';

function editedContract(edit: (document: any) => void) {
  const document = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
  edit(document);
  return mcpTools(createModel(document, 'edited/openapi.json'));
}

describe('the tools follow the contract', () => {
  it('an added query parameter is an input property of its tool, with its schema and description', () => {
    const tools = editedContract((document) => {
      document.paths['/v0/transactions'].get.parameters.push({
        name: 'memo',
        in: 'query',
        required: false,
        description: 'Only transactions with this memo.',
        schema: { type: 'string', maxLength: 64 },
      });
    });
    const list = tools.find((tool) => tool.name === 'listTransactions')!;
    expect((list.inputSchema.properties as Record<string, unknown>).memo).toEqual({
      type: 'string',
      maxLength: 64,
      description: 'Only transactions with this memo.',
    });
  });

  it('an added operation is a tool, read-only for a GET, calling the method the client has for it', () => {
    const tools = editedContract((document) => {
      document.paths['/v0/transactions/{txnId}/receipt'] = {
        parameters: document.paths['/v0/transactions/{txnId}'].parameters,
        get: {
          ...document.paths['/v0/transactions/{txnId}'].get,
          operationId: 'getReceipt',
          summary: 'Get a receipt',
          description: 'The receipt of a settled transaction.',
        },
      };
    });
    const receipt = tools.find((tool) => tool.name === 'getReceipt')!;
    expect(receipt).toMatchObject({
      title: 'Get a receipt',
      description: 'Get a receipt\n\nThe receipt of a settled transaction.',
      annotations: { readOnlyHint: true, idempotentHint: true },
      call: { method: ['transactions', 'receipt'], pathParameters: ['txnId'], text: false },
    });
    expect(receipt.inputSchema.required).toEqual(['txnId']);
    expect(tools).toHaveLength(toolTable.length + 1);
  });
});

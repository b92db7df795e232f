// One tool call: the arguments checked against the tool's input schema, then the client method the tool table
// names, called with the path parameters in order and the rest as query or body. A list answers one page within
// the byte budget; whatever the client throws (an API error, a connection failure) is a tool error.
import { AusdError, type Client } from '@ausd/client';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { argumentProblem, callArguments } from './arguments.js';
import { fittedPage } from './page-budget.js';
import { answerResult, errorResult, thrownResult } from './results.js';
import type { ToolEntry } from './tool-entry.js';

type ClientMethod = (...args: unknown[]) => PromiseLike<unknown>;

function clientMethod(client: Client, tool: ToolEntry): ClientMethod {
  const [resource, name] = tool.call.method;
  return (client as unknown as Record<string, Record<string, ClientMethod>>)[resource]![name]!;
}

async function answer(client: Client, tool: ToolEntry, args: Record<string, unknown>, budget: number) {
  const method = clientMethod(client, tool);
  const { pages } = tool.call;
  if (pages === undefined) return answerResult(await method(...callArguments(tool, args)));
  const [query] = callArguments(tool, args) as [Record<string, unknown>];
  const fetchPage = async (q: Record<string, unknown>) => (await method(q)) as Record<string, unknown>;
  const { page, cut } = await fittedPage(fetchPage, query, pages, budget);
  const more = page[pages.nextCursorField];
  const notes = [
    ...(cut === undefined
      ? []
      : [
          `Cut to ${cut.returned} of ${cut.asked} items to stay within ${cut.budgetBytes} bytes.` +
            (more ? ` Pass ${pages.cursorParam}: nextCursor for the rest.` : ''),
        ]),
  ];
  return answerResult(page, notes);
}

export async function callTool(
  client: Client,
  tool: ToolEntry,
  args: Record<string, unknown>,
  budget: number,
): Promise<CallToolResult> {
  const problem = argumentProblem(tool, args);
  if (problem !== undefined) return errorResult(problem);
  try {
    return await answer(client, tool, args, budget);
  } catch (error) {
    if (error instanceof AusdError) return thrownResult(error);
    throw error;
  }
}

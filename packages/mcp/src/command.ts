// `ausd-mcp`: the MCP server over stdio (default) or Streamable HTTP (`--http PORT`). The key comes from
// AUSD_API_KEY only (never an argument, so it shows in no process list); without a base address the tools call
// an in-process sandbox on a fresh database. On stdio, stdout carries the protocol alone: messages go to stderr.
import { parseOptions, UsageError } from '@ausd/command-line/arguments';
import type { Command } from '@ausd/command-line/command';
import { listenFailure } from '@ausd/command-line/listen-error';

const usage = (program: string) => `
Usage: ${program} [options]

The MCP server of the Stablecoin Settlement Public API: one tool per operation of its contract, each call
made through @ausd/client. Over stdio by default; with --http, Streamable HTTP at http://HOST:PORT/mcp
(prints 'listening on URL'). Without --base-url the tools call a sandbox started in this process on a
fresh database, so it runs with no setup.

Options:
  --base-url URL          the API's base address (default: AUSD_BASE_URL, else the in-process sandbox)
  --allow-writes          offer the write tools too (createAccount, updateAccount, createRoute)
  --http PORT             serve Streamable HTTP on PORT (0 picks a free one) instead of stdio
  --host HOST             address to bind with --http (default 127.0.0.1; requests must name it as Host)
  --max-result-bytes N    the most bytes of one list page (default 65536); a longer page is cut and says so

Environment:
  AUSD_API_KEY            the API key the session is exchanged with (with the sandbox: its primary key)
  AUSD_BASE_URL           the base address, when --base-url is not given`;

function wholeNumber(value: string | undefined, option: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`${option} must be a whole number from ${min} to ${max}, got '${value}'`);
  return Number(value);
}

function baseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^https?:\/\/[^\s#?]+$/.test(value))
    throw new UsageError(`--base-url must be an http(s) URL without a query or anchor, got '${value}'`);
  return value;
}

function optionsOf(argv: string[]) {
  const values = parseOptions(argv, {
    'base-url': { type: 'string' },
    'allow-writes': { type: 'boolean' },
    http: { type: 'string' },
    host: { type: 'string' },
    'max-result-bytes': { type: 'string' },
  });
  const http = wholeNumber(values.http, '--http', 0, 65535);
  if (values.host !== undefined && http === undefined) throw new UsageError('--host needs --http PORT');
  return {
    baseUrl: baseUrl(values['base-url'] ?? process.env.AUSD_BASE_URL),
    allowWrites: values['allow-writes'] ?? false,
    http,
    host: values.host ?? '127.0.0.1',
    maxResultBytes: wholeNumber(values['max-result-bytes'], '--max-result-bytes', 1024, 16_777_216),
  };
}

/** Resolves when stdin ends, or on SIGINT or SIGTERM. */
function untilStopped(stdio: boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    if (stdio) process.stdin.once('close', stop);
  });
}

const command: Command = {
  usage,
  async run(argv, program) {
    const options = optionsOf(argv);
    const apiKey = process.env.AUSD_API_KEY || undefined;
    const [{ createClient }, { openTarget, instructionsFor }, { createMcpServer }, tools] = await Promise.all([
      import('@ausd/client'),
      import('./target.js'),
      import('./server.js'),
      import('./generated/tools.js'),
    ]);
    const target = await openTarget({ baseUrl: options.baseUrl, apiKey });
    const client = createClient({ baseUrl: target.baseUrl, apiKey: target.apiKey });
    const contract = { title: tools.contractTitle, version: tools.contractVersion };
    const serverFor = () =>
      createMcpServer({
        client,
        instructions: instructionsFor(target, contract, options.allowWrites),
        allowWrites: options.allowWrites,
        maxResultBytes: options.maxResultBytes,
      });
    try {
      if (options.http === undefined) {
        const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
        const server = serverFor();
        await server.connect(new StdioServerTransport());
        await untilStopped(true);
        await server.close();
        return 0;
      }
      const { listenHttp } = await import('./http.js');
      let listener;
      try {
        listener = await listenHttp({ port: options.http, host: options.host }, serverFor);
      } catch (error) {
        const reason = listenFailure(error, options.host);
        if (reason === undefined) throw error;
        process.stderr.write(`${program}: --host ${options.host} --http ${options.http}: ${reason}\n`);
        return 2;
      }
      process.stdout.write(`listening on ${listener.url}\n`);
      await untilStopped(false);
      await listener.close();
      return 0;
    } finally {
      await target.close();
    }
  },
};

export default command;

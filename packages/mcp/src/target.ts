// The API the tools call: a deployment at a base address with the caller's key, or, without one, a sandbox
// started in this process on a fresh in-memory database, its primary organization's key used.
import type { RunningSandbox } from '@ausd/sandbox';

export interface Target {
  baseUrl: string;
  apiKey: string | undefined;
  /** The in-process sandbox, when there was no base address. */
  sandbox?: RunningSandbox;
  close(): Promise<void>;
}

export async function openTarget(options: { baseUrl?: string; apiKey?: string }): Promise<Target> {
  if (options.baseUrl !== undefined)
    return { baseUrl: options.baseUrl, apiKey: options.apiKey, close: () => Promise.resolve() };
  const { startSandbox } = await import('@ausd/sandbox');
  const sandbox = await startSandbox({
    db: ':memory:',
    port: 0,
    host: '127.0.0.1',
    ...(options.apiKey !== undefined && { apiKeys: { primary: options.apiKey } }),
  });
  return { baseUrl: sandbox.url, apiKey: sandbox.apiKeys.primary, sandbox, close: () => sandbox.close() };
}

/** What the initialize answer tells the model about the target and the tools. */
export function instructionsFor(target: Target, contract: { title: string; version: string }, allowWrites: boolean) {
  const where =
    target.sandbox === undefined
      ? `The tools call the ${contract.title} (${contract.version}) at ${target.baseUrl}.`
      : `The tools call an in-process sandbox of the ${contract.title} (${contract.version}) with a fresh ` +
        'database of seeded sample data; no real deployment is reached, and its data is gone when the server stops.';
  const writes = allowWrites
    ? 'Write tools are offered: they change data.'
    : 'Only read tools are offered; start the server with --allow-writes to offer the write tools.';
  return [
    where,
    writes,
    'A list tool answers one page: pass its nextCursor back as cursor for the next one.',
    'An API error is a tool error carrying code, message, docs_url and context; match on code.',
  ].join(' ');
}

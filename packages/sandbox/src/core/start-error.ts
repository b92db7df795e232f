// Why the sandbox cannot start with the options it was given (the address, the database file, the seed): each
// message names the value and what to do instead. The command line prints it and exits 2.
import { listenFailure } from '@ausd/command-line/listen-error';

export class SandboxStartError extends Error {
  override readonly name = 'SandboxStartError';
}

/** The database file cannot be opened or created as a sandbox database. */
export class StoreOpenError extends SandboxStartError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`database ${file}: ${reason}`);
  }
}

/** The error `listen` failed with, as a sentence about `host:port`; errors not about the address are returned unchanged. */
export function listenError(error: unknown, host: string, port: number): unknown {
  const reason = listenFailure(error, host);
  return reason === undefined ? error : new SandboxStartError(`cannot listen on ${host}:${port}: ${reason}`);
}

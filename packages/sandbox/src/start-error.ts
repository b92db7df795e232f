// Why the sandbox cannot start with the options it was given (the address, the database file, the seed): each
// message names the value and what to do instead. The command line prints it and exits 2.

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
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    EADDRINUSE: 'the port is in use (EADDRINUSE); choose another port, or 0 for a free one',
    EADDRNOTAVAIL: `${host} is not an address of this machine (EADDRNOTAVAIL); bind a local address such as 127.0.0.1`,
    EACCES: 'not permitted (EACCES); ports below 1024 need privileges, choose a higher one',
    ENOTFOUND: `${host} does not resolve to an address (ENOTFOUND)`,
    EAI_AGAIN: `${host} could not be resolved (EAI_AGAIN)`,
    ERR_SOCKET_BAD_PORT: 'the port must be an integer from 0 to 65535',
  };
  const reason = code === undefined ? undefined : reasons[code];
  return reason === undefined ? error : new SandboxStartError(`cannot listen on ${host}:${port}: ${reason}`);
}

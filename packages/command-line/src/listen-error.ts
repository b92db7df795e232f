// Why a server cannot listen on an address, as a sentence that says what to do instead: shared by every command
// that starts a server (the sandbox, the conformance proxy).

/** The reason `listen` failed on `host`, or undefined when the error is not about the address. */
export function listenFailure(error: unknown, host: string): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    EADDRINUSE: 'the port is in use (EADDRINUSE); choose another port, or 0 for a free one',
    EADDRNOTAVAIL: `${host} is not an address of this machine (EADDRNOTAVAIL); bind a local address such as 127.0.0.1`,
    EACCES: 'not permitted (EACCES); ports below 1024 need privileges, choose a higher one',
    ENOTFOUND: `${host} does not resolve to an address (ENOTFOUND)`,
    EAI_AGAIN: `${host} could not be resolved (EAI_AGAIN)`,
    ERR_SOCKET_BAD_PORT: 'the port must be an integer from 0 to 65535',
  };
  return code === undefined ? undefined : reasons[code];
}

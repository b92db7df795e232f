// A loopback port that was free a moment ago: bound to 127.0.0.1 by the OS, then released. Nothing listens on
// it until the caller starts something there.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

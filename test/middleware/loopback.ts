// A real HTTP exchange over 127.0.0.1: the app listens on an ephemeral port and requests go out through
// node:http with the path sent byte for byte (fetch would normalise the URL and hide what the rules see).
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: any;
}

export interface Loopback {
  port: number;
  send(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<Exchange>;
  close(): Promise<void>;
}

export async function listen(app: Express): Promise<Loopback> {
  const server: Server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    send(method, path, options = {}) {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { ...options.headers };
        if (
          options.body !== undefined &&
          headers['Content-Length'] === undefined &&
          headers['Transfer-Encoding'] === undefined
        )
          headers['Content-Length'] = Buffer.byteLength(options.body);
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            try {
              json = text === '' ? undefined : JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        if (options.body !== undefined) req.write(options.body);
        req.end();
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// What the proxy lets through: a request reaches the upstream only with an origin-form target (one leading `/`),
// joined to the upstream's own origin and kept under its base path, and with a Host naming an address the proxy
// listens on. Anything else is someone using the proxy as a relay (absolute-form or `//host/` targets carry the
// caller's Authorization away), a way around the base path to another application on the upstream's host, or a
// page on another origin reaching it through DNS rebinding.
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

const UNSPECIFIED = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

/** A name or address for the host part of a Host header or `--host`: lower case, no brackets, no trailing dot. */
function normalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

export function isLoopback(host: string): boolean {
  const name = normalHost(host);
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

/** The loud line for `--host` beyond loopback, or undefined on loopback. */
export function exposureWarning(host: string): string | undefined {
  if (isLoopback(host)) return undefined;
  return [
    `WARNING: listening on ${host} exposes the proxy beyond loopback.`,
    'Whoever reaches this address calls the upstream through it, and the report records their traffic.',
    'Bind 127.0.0.1 (the default) unless other machines must send traffic through it.',
  ].join('\n');
}

/** The host names a Host header may carry for a proxy listening on `host`. */
export function allowedHostNames(host: string): ReadonlySet<string> {
  const name = normalHost(host);
  const names = new Set([name]);
  if (isLoopback(name)) names.add('localhost');
  if (UNSPECIFIED.has(name)) {
    names.add('localhost').add(hostname().toLowerCase());
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address } of addresses ?? []) names.add(normalHost(address.replace(/%.*$/, '')));
  }
  return names;
}

/** The host part of a Host header (`name:port`, `[v6]:port`), or undefined when there is none. */
function hostPart(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const found = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(header.trim());
  return found ? normalHost(found[1]!) : undefined;
}

export type Refusal = { field: string; message: string };

/** Why the request may not pass, or undefined when it may. */
export function refusal(
  target: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): Refusal | undefined {
  const path = target ?? '';
  if (!path.startsWith('/') || /^\/[/\\]/.test(path))
    return {
      field: 'request',
      message: 'target must be a path with a single leading / (origin-form); the proxy forwards only to its upstream',
    };
  const name = hostPart(host);
  if (name === undefined || !allowed.has(name))
    return { field: 'Host', message: `must name an address the proxy listens on: ${[...allowed].join(', ')}` };
  return undefined;
}

/**
 * The upstream URL of an admitted origin-form target: the upstream's origin and base path, then the target, its
 * dot segments resolved (the URL parser resolves `..` and `%2e%2e` alike). Undefined when the result leaves the
 * base path: `/../admin` under `http://host/ausd` would reach `/admin`, another application on that host.
 */
export function upstreamTarget(upstream: URL, target: string): URL | undefined {
  const base = basePath(upstream);
  const url = new URL(`${upstream.origin}${base}${target}`);
  const inside = url.pathname === base || url.pathname.startsWith(`${base}/`);
  return url.origin === upstream.origin && inside ? url : undefined;
}

/** The upstream's base path without its trailing slashes (`''` for none). */
export const basePath = (upstream: URL): string => upstream.pathname.replace(/\/+$/, '');

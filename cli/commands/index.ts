import type { Command } from './command.js';

// Lazy imports keep `ausd-api lint` from loading the sandbox, the browser driver and the rest.
export const commands = {
  lint: () => import('./lint.js').then((m) => m.default),
  bundle: () => import('./bundle.js').then((m) => m.default),
  generate: () => import('./generate.js').then((m) => m.default),
  docs: () => import('./docs.js').then((m) => m.default),
  sandbox: () => import('./sandbox.js').then((m) => m.default),
  conformance: () => import('./conformance.js').then((m) => m.default),
} satisfies Record<string, () => Promise<Command>>;

export type CommandName = keyof typeof commands;

import type { CommandEntry } from '@ausd/command-line/command';

// Summaries live here so `ausd-api --help` loads no command; each module is imported only when it runs.
export const commands = {
  lint: {
    summary: 'Lint the contract with Redocly (zero errors and zero warnings required)',
    specRepository: true,
    load: () => import('@ausd/generators/commands/lint').then((m) => m.default),
  },
  bundle: {
    summary: 'Bundle spec/ into generated/openapi.yaml and generated/openapi.json',
    specRepository: true,
    load: () => import('@ausd/generators/commands/bundle').then((m) => m.default),
  },
  generate: {
    summary: 'Regenerate every artifact from spec/ (generated/, packages/*/src/generated/)',
    specRepository: true,
    load: () => import('@ausd/generators/commands/generate').then((m) => m.default),
  },
  docs: {
    summary: 'Build the offline API reference (generated/docs/index.html)',
    specRepository: true,
    load: () => import('@ausd/generators/commands/docs').then((m) => m.default),
  },
  sandbox: {
    summary: 'Run the stateful sandbox of the whole API (SQLite)',
    load: () => import('@ausd/sandbox/command').then((m) => m.default),
  },
  conformance: {
    summary: 'Check a live deployment (or the embedded sandbox) against the contract',
    load: () => import('@ausd/conformance/command').then((m) => m.default),
  },
  diff: {
    summary: 'Classify the changes between two contracts (breaking, warning, info) and gate CI on them',
    load: () => import('./diff.js').then((m) => m.default),
  },
  changelog: {
    summary: 'Write the changelog section for the changes between two contracts',
    load: () => import('./changelog.js').then((m) => m.default),
  },
  version: {
    summary:
      'Raise the version in package.json and the contract (patch, minor, major, or auto: what the changes call for)',
    specRepository: true,
    load: () => import('./version.js').then((m) => m.default),
  },
  release: {
    summary:
      'Publish every package at the one version, refused unless it carries the bump the contract changes call for',
    specRepository: true,
    load: () => import('./release.js').then((m) => m.default),
  },
} satisfies Record<string, CommandEntry>;

export type CommandName = keyof typeof commands;

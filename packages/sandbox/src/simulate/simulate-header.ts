// Parses the `Sandbox-Simulate` request header (`status=503; retry-after=2; times=2`) into the object the
// helpers' document describes (`SandboxSimulate`), validated by that document's compiled schema.
import type { SandboxSimulate } from '../generated/helpers/types.js';
import { schemaValidators } from '../generated/helpers/validators.js';
import { schemaIssues } from '@ausd/contract-facts/schema-issues';
import type { Issue } from '@ausd/express/internal';

export const SIMULATE_HEADER = 'Sandbox-Simulate';
const MAX_LENGTH = 512;

const field = (segments: readonly string[]) => [SIMULATE_HEADER, ...segments.slice(0, 1)].join('.');

export type ParsedSimulation = { ok: true; simulate: SandboxSimulate } | { ok: false; issues: Issue[] };

export function parseSimulateHeader(value: string | string[]): ParsedSimulation {
  // Node joins a repeated header with commas; no value of the header contains one.
  if (Array.isArray(value) || value.includes(',')) {
    return {
      ok: false,
      issues: [{ field: SIMULATE_HEADER, message: "must be sent once, its pairs separated by ';'" }],
    };
  }
  if (value.length > MAX_LENGTH)
    return { ok: false, issues: [{ field: SIMULATE_HEADER, message: `must not exceed ${MAX_LENGTH} characters` }] };
  const pairs: Record<string, unknown> = {};
  for (const part of value
    .split(';')
    .map((text) => text.trim())
    .filter((text) => text !== '')) {
    const equals = part.indexOf('=');
    const key = (equals === -1 ? part : part.slice(0, equals)).trim();
    const raw = equals === -1 ? undefined : part.slice(equals + 1).trim();
    if (Object.hasOwn(pairs, key))
      return { ok: false, issues: [{ field: field([key]), message: 'must appear only once' }] };
    // Digits are numbers, a bare key is a flag; anything else stays text for the schema to judge.
    pairs[key] = raw === undefined ? true : /^[0-9]{1,10}$/.test(raw) ? Number(raw) : raw;
  }
  const issues = schemaIssues(schemaValidators.SandboxSimulate, pairs, field);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, simulate: pairs as SandboxSimulate };
}

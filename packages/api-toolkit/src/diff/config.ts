// `.ausd-diff.yaml`: what a repository decides about its own contract changes. `accepted` lets a change through the
// gate on purpose, with a reason and an end date, so the audit trail lives beside the contract; `severity` moves a
// rule to another level (or `off`) for this repository. `diff`, `changelog` and `release` read the same file.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isCalendarDate } from './calendar-date.js';
import { ContractInputError } from './input-error.js';
import { type Change, type Level, levels } from './rule.js';
import { rules } from './rules/index.js';

export const configFile = '.ausd-diff.yaml';

export interface Acceptance {
  /** The rule id of the change. */
  id: string;
  /** The change's location, as the JSON output prints it. */
  at: string;
  /**
   * What the change is about where its location holds several things (the JSON output's `subject`: properties,
   * values, codes or variants), as a set; absent for a change that has none.
   */
  subject?: string[];
  reason: string;
  /** The last day the acceptance applies (yyyy-mm-dd). */
  expires: string;
}

export type Severity = Level | 'off';

export interface DiffConfig {
  /** Where it was read from, for messages. */
  file: string;
  accepted: Acceptance[];
  severity: Record<string, Severity>;
}

const severities: readonly Severity[] = [...levels, 'off'];
const ruleIds = new Set(rules.map((rule) => rule.id));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a parsed config, naming the first problem by its place in the file (exit 2 with a next step). */
export function configFrom(parsed: unknown, file: string): DiffConfig {
  const bad = (where: string, detail: string): never => {
    throw new ContractInputError(
      `${file}: ${where}: ${detail}. Next step: fix the file (its shape: packages/api-toolkit/README.md, ` +
        '"Accepting a change on purpose").',
    );
  };
  if (parsed === null || parsed === undefined) return { file, accepted: [], severity: {} };
  if (!isRecord(parsed)) return bad('the root', 'expected a mapping with `accepted` and/or `severity`');
  for (const key of Object.keys(parsed))
    if (key !== 'accepted' && key !== 'severity') bad(key, 'unknown key (expected `accepted` or `severity`)');
  const knownRule = (where: string, id: unknown): string => {
    if (typeof id !== 'string' || !ruleIds.has(id)) bad(where, `${JSON.stringify(id)} is not a rule id of the diff`);
    return id as string;
  };

  const accepted: Acceptance[] = [];
  const list = parsed.accepted ?? [];
  if (!Array.isArray(list)) bad('accepted', 'expected a list of {id, at, subject, reason, expires}');
  (list as unknown[]).forEach((entry, index) => {
    const where = `accepted[${index}]`;
    if (!isRecord(entry)) return bad(where, 'expected a mapping {id, at, subject, reason, expires}');
    for (const key of Object.keys(entry))
      if (!['id', 'at', 'subject', 'reason', 'expires'].includes(key)) bad(`${where}.${key}`, 'unknown key');
    const id = knownRule(`${where}.id`, entry.id);
    if (typeof entry.at !== 'string' || !(entry.at === '' || entry.at.startsWith('/')))
      bad(`${where}.at`, "expected the change's location, a JSON pointer as the JSON output prints it");
    if (typeof entry.reason !== 'string' || entry.reason.trim() === '')
      bad(`${where}.reason`, 'expected why the change is accepted (the changelog prints it)');
    // YAML 1.1 readers turn an unquoted date into a timestamp; this one keeps it text, but a Date is taken too.
    const expires = entry.expires instanceof Date ? entry.expires.toISOString().slice(0, 10) : entry.expires;
    if (typeof expires !== 'string' || !isCalendarDate(expires))
      bad(`${where}.expires`, 'expected the last day it applies, yyyy-mm-dd');
    const subject = typeof entry.subject === 'string' ? [entry.subject] : entry.subject;
    if (
      subject !== undefined &&
      !(Array.isArray(subject) && subject.length > 0 && subject.every((name) => typeof name === 'string'))
    )
      bad(`${where}.subject`, "expected the property, value or code the change is about (the JSON output's subject)");
    accepted.push({
      id,
      at: entry.at as string,
      ...(subject === undefined ? {} : { subject: subject as string[] }),
      reason: (entry.reason as string).trim(),
      expires: expires as string,
    });
  });

  const severity: Record<string, Severity> = {};
  const table = parsed.severity ?? {};
  if (!isRecord(table)) bad('severity', 'expected a mapping of rule id to breaking, warning, info or off');
  for (const [id, level] of Object.entries(table as Record<string, unknown>)) {
    knownRule(`severity.${id}`, id);
    const found = severities.find((name) => name === level);
    if (found === undefined) bad(`severity.${id}`, `${JSON.stringify(level)} is not one of ${severities.join(', ')}`);
    severity[id] = found!;
  }
  return { file, accepted, severity };
}

/**
 * The config of `--config FILE` (which must exist), else `.ausd-diff.yaml` in `root` when there is one, else none.
 */
export async function loadDiffConfig(option: string | undefined, root = '.'): Promise<DiffConfig | undefined> {
  const file = option ?? path.join(root, configFile);
  if (option === undefined && !existsSync(file)) return undefined;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContractInputError(
      `${file}: cannot read the config (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch (error) {
    throw new ContractInputError(`${file}: not parseable as YAML: ${(error as Error).message.trimEnd()}`);
  }
  return configFrom(parsed, file);
}

/** What applying a config did, for the reports. */
export interface Applied {
  /** Entries past their `expires` date that match a change: no longer applied. */
  expired: Acceptance[];
  /** Entries that match no change (stale, or a typo in `at`). */
  unmatched: Acceptance[];
}

const sameSet = (one: readonly string[], other: readonly string[]) =>
  new Set(one).size === new Set(other).size && one.every((name) => other.includes(name));

/** How an acceptance is named in messages: `id at /pointer`, with its subject when it has one. */
export function acceptanceLabel(entry: Pick<Acceptance, 'id' | 'at' | 'subject'>): string {
  return `${entry.id} at ${entry.at || '/'}${entry.subject ? ` (subject ${entry.subject.join(', ')})` : ''}`;
}

const changeLine = (change: Change) =>
  `    ${change.subject ? `subject ${change.subject.join(', ')}: ` : ''}${change.message}`;

/**
 * The changes at an entry's place it does not name exactly, when they make it ambiguous: an entry without a subject
 * where the changes have one (it would accept whatever changes there next), or one naming part of a change's subject.
 */
function unnamed(entry: Acceptance, atPlace: readonly Change[]): Change[] {
  const subjects = atPlace.filter((change) => change.subject !== undefined);
  if (entry.subject === undefined) return subjects;
  return subjects.filter((change) => change.subject!.some((name) => entry.subject!.includes(name)));
}

/**
 * The changes with each `severity` override applied (`off` drops the change) and each live acceptance attached to
 * the change it names exactly: its id, location and, where the location holds several things, its subject. An
 * entry that would match more than one change, or names a change only in part, fails (exit 2) naming the changes.
 * `today` (yyyy-mm-dd) decides expiry: an entry applies through its `expires` day.
 */
export function applyConfig(changes: Change[], config: DiffConfig, today: string): { changes: Change[] } & Applied {
  const kept: Change[] = [];
  for (const change of changes) {
    const override = config.severity[change.id];
    if (override === 'off') continue;
    kept.push(override === undefined ? change : { ...change, level: override });
  }
  const expired: Acceptance[] = [];
  const unmatched: Acceptance[] = [];
  const ambiguous: string[] = [];
  for (const entry of config.accepted) {
    const atPlace = kept.filter((change) => change.id === entry.id && change.location === entry.at);
    const matching = atPlace.filter((change) =>
      entry.subject === undefined ? change.subject === undefined : sameSet(entry.subject, change.subject ?? []),
    );
    const partly = matching.length === 0 ? unnamed(entry, atPlace) : [];
    if (matching.length > 1 || partly.length > 0)
      ambiguous.push(
        `the acceptance of ${acceptanceLabel(entry)} does not name exactly one change; at that place:\n` +
          [...matching, ...partly].map(changeLine).join('\n'),
      );
    else if (matching.length === 0) unmatched.push(entry);
    else if (entry.expires < today) expired.push(entry);
    else matching[0]!.accepted = { reason: entry.reason, expires: entry.expires };
  }
  if (ambiguous.length > 0)
    throw new ContractInputError(
      `${config.file}: ${ambiguous.join('\n')}\nNext step: give the entry the \`subject\` of the one change it ` +
        'accepts (the JSON output prints it), one entry per change.',
    );
  return { changes: kept, expired, unmatched };
}

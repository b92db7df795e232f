// The shape of a classification rule: stated once (id, level, rationale, and for breaking changes what an
// integrator must do), checked on one kind of subject the comparison walks (diff/compare.ts).
import type { OperationEntry, Located } from '@ausd/contract-model/model';
import type { ParameterObject, ResponseObject } from 'openapi3-ts/oas31';
import type { Contract } from './contract.js';
import type { Schema } from './schema.js';

export type Level = 'breaking' | 'warning' | 'info';
/** The level of a schema rule that mirrors across the wire: requests may only widen, responses may only narrow. */
export interface MirroredLevel {
  request: Level;
  response: Level;
}
export const levels: readonly Level[] = ['breaking', 'warning', 'info'];

export interface Change {
  id: string;
  level: Level;
  /**
   * The operations it affects, each by operationId (head's, else base's; `METHOD /path` without one): one
   * change of a shared component lists every operation that sends or receives it. Empty for document-wide
   * changes.
   */
  operations: string[];
  /** JSON pointer in head, or in base when the changed thing no longer exists in head. */
  location: string;
  message: string;
  /**
   * The properties, values, codes or variants the change is about, when its location holds several (an object's
   * properties, an enum's values): an acceptance in `.ausd-diff.yaml` names them (`subject`).
   */
  subject?: string[];
  /** Let through the gate on purpose by the repository's `.ausd-diff.yaml` (config.ts), with its reason. */
  accepted?: { reason: string; expires: string };
}

/**
 * Reports one change; the location defaults to the subject's head pointer (base pointer when head lacks it). `subject`
 * names what the change is about when the location holds several such things (Change.subject).
 */
export type Report = (message: string, location?: string, subject?: readonly string[]) => void;

export interface ContractPair {
  base: Contract;
  head: Contract;
  /** Extensions some rule classifies (its `extension`); every other `x-` change is classified generically. */
  classifiedExtensions: ReadonlySet<string>;
  /** The day deprecation windows (`x-sunset`) are judged on, yyyy-mm-dd. */
  today: string;
}

export interface OperationPair extends ContractPair {
  base: Contract;
  head: Contract;
  /** A webhook: a request the API sends (its body is read as a response) and whose answer it receives. */
  webhook?: boolean;
  baseOperation?: OperationEntry;
  headOperation?: OperationEntry;
}

/** An operation found in both contracts. */
export interface MatchedOperation extends ContractPair {
  baseOperation: OperationEntry;
  headOperation: OperationEntry;
  /** A webhook (see OperationPair). */
  webhook?: boolean;
}

export interface ParameterPair extends MatchedOperation {
  baseParameter?: Located<ParameterObject>;
  headParameter?: Located<ParameterObject>;
}

export interface ResponsePair extends MatchedOperation {
  status: string;
  baseResponse: Located<ResponseObject>;
  headResponse: Located<ResponseObject>;
  /** Where each response is defined (its component when referenced): the location of its changes. */
  baseAt: string;
  headAt: string;
}

export interface SchemaPair extends MatchedOperation {
  /** Requests may only widen; responses may only narrow. */
  direction: 'request' | 'response';
  /** Inside an error (4xx/5xx) response, whose codes the error-code rules classify. */
  errorResponse: boolean;
  baseSchema: Schema;
  headSchema: Schema;
  basePointer: string;
  headPointer: string;
  /** Whether properties not listed are refused here, by the schema itself or an enclosing `unevaluatedProperties: false`. */
  baseClosed: boolean;
  headClosed: boolean;
  /**
   * The value travels as text: a parameter's value, or an item of a list parameter. Whatever its JSON type, a value
   * sent before is text that a plain string accepts.
   */
  text?: boolean;
}

export interface RuleInfo<L = Level> {
  id: string;
  level: L;
  /** Why this change has this level, in one or two sentences. */
  rationale: string;
  /** For breaking changes: what an integrator must do. */
  action?: string;
  /** The vendor extension this rule classifies; other `x-` changes fall to the generic extension rule. */
  extension?: string;
  /**
   * An operation or parameter rule that also holds for webhooks, checked on them with `webhook: true`. A webhook is
   * read reversed (its request is what the API sends): a rule whose verdict depends on the side of the wire states a
   * mirrored level, `request` for operations and `response` for webhooks.
   */
  webhooks?: boolean;
  /** For one side of a mirrored concern (`defineMirroredRule`): the concern, which names the rule's file. */
  concern?: string;
}

export interface Checked<S extends string, P, L = Level> extends RuleInfo<L> {
  subject: S;
  check(pair: P, report: Report): void;
}

/** A rule the TypeScript compiler decides: `names` are the friendly per-operation type suffixes compared. */
export interface TypeRule extends RuleInfo {
  subject: 'types';
  /** response: the head type must be assignable to the base type; request: base to head. */
  direction: 'request' | 'response';
  names: readonly string[];
  /** Compare `<Name>[status]['code']` for each error status both sides document, instead of `<Name>` whole. */
  perErrorStatus?: boolean;
}

export interface VersionRule extends RuleInfo {
  subject: 'version';
  check(pair: ContractPair, changes: readonly Change[], report: Report): void;
}

export type Rule =
  | Checked<'document', ContractPair>
  | Checked<'operation', OperationPair, Level | MirroredLevel>
  | Checked<'webhook', OperationPair>
  | Checked<'parameter', ParameterPair, Level | MirroredLevel>
  | Checked<'response', ResponsePair>
  | Checked<'schema', SchemaPair, Level | MirroredLevel>
  | TypeRule
  | VersionRule;

export type RuleOf<S extends Rule['subject']> = Extract<Rule, { subject: S }>;

export function defineRule<R extends Rule>(rule: R): R {
  return rule;
}

type SchemaRule = RuleOf<'schema'>;
/** One side of a mirrored concern: the id users see for it, and what the shared check needs to know of the side. */
export type Side<P> = Omit<RuleInfo, 'extension' | 'concern'> & { params: P };

/**
 * A schema concern checked the same way on both sides of the wire but reported under an id per side (their levels,
 * rationales and messages differ): `check` is written once and receives the side's `params`. The file is named by
 * the concern and exports the rule of each side (a pair per way, when the concern goes both ways: opened, closed).
 */
export function defineMirroredRule<P>(mirrored: {
  concern: string;
  request: Side<P>;
  response: Side<P>;
  check(pair: SchemaPair, params: P, report: Report): void;
}): Record<SchemaPair['direction'], SchemaRule> {
  const side = (direction: SchemaPair['direction']): SchemaRule => {
    const { params, ...info } = mirrored[direction];
    return {
      ...info,
      concern: mirrored.concern,
      subject: 'schema',
      check(pair, report) {
        if (pair.direction === direction) mirrored.check(pair, params, report);
      },
    };
  };
  return { request: side('request'), response: side('response') };
}

/** The levels a rule reports at (two for a mirrored one). */
export function levelsOf(rule: Rule): Level[] {
  return typeof rule.level === 'string' ? [rule.level] : [...new Set([rule.level.request, rule.level.response])];
}

/** The level of a change a rule reports on the given side of the wire. */
export function levelOf(rule: Rule, direction?: SchemaPair['direction']): Level {
  if (typeof rule.level === 'string') return rule.level;
  if (direction === undefined) throw new Error(`${rule.id} is mirrored: its level needs a direction`);
  return rule.level[direction];
}

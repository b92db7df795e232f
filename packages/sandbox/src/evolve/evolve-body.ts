// Evolution mode: an answer as the service may give it after changes the versioning policy allows without
// notice. Every open enum value becomes one the contract does not list, every open object gains a property
// it does not name, every list keyed by an open enum gains an entry carrying a value the contract does not
// list, every text whose wording may change (an error's `message`) is reworded; where (generated/evolution.ts) comes from the contract. The result is checked with the
// operation's compiled response validator and only used when it still validates.
import { componentShapes, responseShapes, type EvolutionShape } from '../generated/evolution.js';
import { operationValidators, schemaValidators } from '@ausd/contract-facts/validators';

type Validators = Record<string, { responses: Record<string, ((data: unknown) => boolean) | undefined> }>;

/** A value the contract's enums do not list, recognisably derived from the known one. */
export const evolvedValue = (known: string): string => `${known}_next`;
/** The value a list's new entry carries where the known one was (distinct from every evolved entry). */
export const addedValue = (known: string): string => `${known}_added`;
/** A text whose wording the contract says may change, reworded. */
export const rewordedText = (text: string): string => `${text} (reworded)`;
/** The property an open object gains. */
export const EVOLVED_PROPERTY = 'addedLater';

interface Evolution {
  extraProperties: boolean;
  newEntries: boolean;
  /** What a known open-enum value becomes. */
  unknown: (known: string) => string;
}

function matches(shape: EvolutionShape, value: unknown): boolean {
  if (typeof shape !== 'string') return true;
  const validate = (schemaValidators as Record<string, ((data: unknown) => boolean) | undefined>)[shape];
  return validate === undefined || validate(value);
}

function evolve(value: unknown, shape: EvolutionShape, how: Evolution): unknown {
  if (shape === null || value === null || value === undefined) return value;
  if (typeof shape === 'string') return evolve(value, componentShapes[shape] ?? null, how);
  if ('reworded' in shape) return typeof value === 'string' ? rewordedText(value) : value;
  if ('enum' in shape) return typeof value === 'string' && shape.enum.includes(value) ? how.unknown(value) : value;
  if ('anyOf' in shape) {
    // The variant the value is an instance of (named variants are told apart by their validators).
    const variant = shape.anyOf.find((candidate) => candidate !== null && matches(candidate, value));
    return variant === undefined ? value : evolve(value, variant, how);
  }
  if ('items' in shape) {
    if (!Array.isArray(value)) return value;
    const items = value.map((item) => evolve(item, shape.items, how));
    if (!shape.grows || !how.newEntries || value.length === 0) return items;
    return [...items, evolve(value[0], shape.items, { ...how, unknown: addedValue })];
  }
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const evolved: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, property] of Object.entries(shape.properties)) {
    if (key in evolved) evolved[key] = evolve(evolved[key], property, how);
  }
  if (shape.open && how.extraProperties)
    evolved[EVOLVED_PROPERTY] = 'A property this version of the contract does not name.';
  return evolved;
}

/** An open object that names no property: the contract does not specify the answer (e.g. getRoute's 200). */
export function isUnspecified(shape: EvolutionShape): boolean {
  const resolved = typeof shape === 'string' ? componentShapes[shape] : shape;
  return (
    resolved !== null &&
    resolved !== undefined &&
    typeof resolved === 'object' &&
    'properties' in resolved &&
    resolved.open &&
    Object.keys(resolved.properties).length === 0
  );
}

/** The shape of the items of a list answer. */
export function itemShape(operationId: string, itemsField: string): EvolutionShape | undefined {
  const list = responseShapes[operationId]?.['200'];
  const resolved = typeof list === 'string' ? componentShapes[list] : list;
  const items =
    resolved && typeof resolved === 'object' && 'properties' in resolved ? resolved.properties[itemsField] : undefined;
  return items && typeof items === 'object' && 'items' in items ? items.items : undefined;
}

/**
 * The evolved body of an answer, or the body itself when the contract leaves nothing open there. Tries
 * unknown values with extra properties and new list entries, then with fewer of these, and keeps the first
 * the operation's response validator accepts.
 */
export function evolveBody(
  operationId: string,
  status: number,
  body: unknown,
  /** The shape to use where the contract leaves the whole answer unspecified (an open object naming nothing). */
  unspecified?: EvolutionShape,
): unknown {
  let shape = responseShapes[operationId]?.[String(status)];
  const validate = (operationValidators as unknown as Validators)[operationId]?.responses[String(status)];
  if (shape === undefined || shape === null || validate === undefined) return body;
  if (unspecified !== undefined && isUnspecified(shape)) shape = unspecified;
  const tries = [
    { extraProperties: true, newEntries: true },
    { extraProperties: false, newEntries: true },
    { extraProperties: false, newEntries: false },
  ];
  for (const how of tries) {
    const evolved = evolve(body, shape, { ...how, unknown: evolvedValue });
    if (validate(evolved)) return evolved;
  }
  return body;
}

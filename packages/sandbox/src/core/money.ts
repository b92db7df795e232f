// Amounts travel as decimal strings with six decimals (the contract's `Decimal`); inside the sandbox they are
// integer micro-units, exact while below 2^53: one amount has at most nine integer digits (under a billion), sums
// of a few stay exact.
import { schemaValidators } from '@ausd/contract-facts/validators';

const MICRO = 1_000_000;

/** Micro-units of a `Decimal` amount; undefined when it is not one, or too large to count exactly. */
export function toMicros(amount: string): number | undefined {
  if (!schemaValidators.Decimal(amount)) return undefined;
  const [whole, fraction = ''] = amount.split('.');
  const micros = Number(whole) * MICRO + Number(fraction.padEnd(6, '0'));
  return Number.isSafeInteger(micros) ? micros : undefined;
}

export function formatMicros(micros: number): string {
  return `${Math.floor(micros / MICRO)}.${String(micros % MICRO).padStart(6, '0')}`;
}

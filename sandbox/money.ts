// Amounts travel as decimal strings with six decimals; inside the sandbox they are integer micro-units, exact
// while below 2^53: one amount has at most nine integer digits (under a billion), sums of a few stay exact.

const MICRO = 1_000_000;
const DECIMAL = /^(0|[1-9][0-9]{0,8})(?:\.([0-9]{1,6}))?$/;

export function toMicros(amount: string): number | undefined {
  const match = DECIMAL.exec(amount);
  if (match === null) return undefined;
  return Number(match[1]) * MICRO + Number((match[2] ?? '').padEnd(6, '0'));
}

export function formatMicros(micros: number): string {
  return `${Math.floor(micros / MICRO)}.${String(micros % MICRO).padStart(6, '0')}`;
}

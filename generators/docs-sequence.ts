// The authentication sequence as an inline SVG (the page loads nothing, so no diagram library): the exchange,
// calls with the session JWT, `401 token_expired`, and the exchange again.
import type { OperationEntry } from './model.js';

const width = 640;
const left = 110;
const right = 530;
const step = 34;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function sequencePicture(exchange: OperationEntry): string {
  const request = `${exchange.method.toUpperCase()} ${exchange.path}`;
  const messages: [from: number, to: number, label: string][] = [
    [left, right, `${request}  (Bearer API key)`],
    [right, left, '200 { sessionJwt }'],
    [left, right, 'GET /v0/…  (Bearer sessionJwt)'],
    [right, left, '200'],
    [left, right, 'GET /v0/…  after the session ran out'],
    [right, left, '401 unauthorized, context.reason token_expired'],
    [left, right, `${request}  (Bearer API key)`],
    [right, left, '200 { sessionJwt }: repeat the request'],
  ];
  const height = 70 + messages.length * step;
  const arrows = messages.map(([from, to, label], index) => {
    const y = 62 + index * step;
    const head =
      to > from
        ? `${to - 8},${y - 4} ${to},${y} ${to - 8},${y + 4}`
        : `${to + 8},${y - 4} ${to},${y} ${to + 8},${y + 4}`;
    const dash = to < from ? ' stroke-dasharray="4 3"' : '';
    return (
      `<line x1="${from}" y1="${y}" x2="${to}" y2="${y}" stroke="#32329f"${dash}/><polygon points="${head}" fill="#32329f"/>` +
      `<text x="${(left + right) / 2}" y="${y - 6}" text-anchor="middle">${escape(label)}</text>`
    );
  });
  const actor = (x: number, name: string) =>
    `<rect x="${x - 70}" y="8" width="140" height="28" rx="4" fill="#eef0fb" stroke="#32329f"/>` +
    `<text x="${x}" y="27" text-anchor="middle" font-weight="600">${name}</text>` +
    `<line x1="${x}" y1="36" x2="${x}" y2="${height - 6}" stroke="#9a9ab8"/>`;
  return (
    `<svg role="img" aria-label="Authentication sequence" class="auth-sequence" viewBox="0 0 ${width} ${height}" ` +
    `width="100%" style="max-width:${width}px" font-family="system-ui, sans-serif" font-size="12" xmlns="http://www.w3.org/2000/svg">` +
    actor(left, 'Your service') +
    actor(right, 'API') +
    arrows.join('') +
    '</svg>'
  );
}

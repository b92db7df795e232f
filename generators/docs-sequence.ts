// The authentication sequence as an inline SVG (the page loads nothing, so no diagram library): the exchange,
// calls with the session JWT, `401 token_expired`, and the exchange again. The picture is drawn narrow (360
// units, 14-unit labels short enough to fit) and scales with the column: about 12 px text in the 310 px column
// of a 390 px phone, 16 px at its widest on a desktop.
import type { OperationEntry } from '@ausd/contract-model/model';

const width = 360;
const left = 64;
const right = 296;
const step = 36;
const fontSize = 14;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The session's words in the picture: the token field, the 401 code and the reason that renews a session. */
export interface SequenceWords {
  tokenField: string;
  unauthenticated: string;
  renewOn: string;
}

export function sequencePicture(exchange: OperationEntry, words: SequenceWords): string {
  const request = `${exchange.method.toUpperCase()} ${exchange.path}`;
  const { tokenField } = words;
  const messages: [from: number, to: number, label: string][] = [
    [left, right, `${request} (API key)`],
    [right, left, `200 {${tokenField}}`],
    [left, right, `GET /v0/… (${tokenField})`],
    [right, left, '200'],
    [left, right, 'GET /v0/… once the session ran out'],
    [right, left, `401 ${words.unauthenticated}: ${words.renewOn}`],
    [left, right, `${request} (API key)`],
    [right, left, `200 {${tokenField}}: repeat the request`],
  ];
  const top = 44;
  const height = top + 22 + messages.length * step;
  const arrows = messages.map(([from, to, label], index) => {
    const y = top + 24 + index * step;
    const head =
      to > from
        ? `${to - 8},${y - 4} ${to},${y} ${to - 8},${y + 4}`
        : `${to + 8},${y - 4} ${to},${y} ${to + 8},${y + 4}`;
    const dash = to < from ? ' stroke-dasharray="4 3"' : '';
    return (
      `<line x1="${from}" y1="${y}" x2="${to}" y2="${y}" stroke="#32329f"${dash}/><polygon points="${head}" fill="#32329f"/>` +
      `<text x="${width / 2}" y="${y - 6}" text-anchor="middle">${escape(label)}</text>`
    );
  });
  const actor = (x: number, name: string) =>
    `<rect x="${x - 56}" y="8" width="112" height="28" rx="4" fill="#eef0fb" stroke="#32329f"/>` +
    `<text x="${x}" y="27" text-anchor="middle" font-weight="600">${name}</text>` +
    `<line x1="${x}" y1="36" x2="${x}" y2="${height - 6}" stroke="#9a9ab8"/>`;
  return (
    `<svg role="img" aria-label="Authentication sequence" class="auth-sequence" viewBox="0 0 ${width} ${height}" ` +
    `width="100%" style="max-width:${Math.round(width * 1.15)}px" font-family="system-ui, sans-serif" ` +
    `font-size="${fontSize}" xmlns="http://www.w3.org/2000/svg">` +
    actor(left, 'Your service') +
    actor(right, 'API') +
    arrows.join('') +
    '</svg>'
  );
}

// Text from the wire (a status line's excerpt, an error code, a URL, an upstream's failure) on its way to a
// terminal: every C0 and C1 control character and DEL is written as an escape, so an answer cannot clear the
// screen, retitle the window or forge lines of the summary.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function printable(text: string): string {
  return text.replace(CONTROL, (char) => NAMED[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

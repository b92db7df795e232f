// The progress line on stderr: rewritten in place on a terminal, a line every few seconds otherwise.
import type { Progress } from '../runner.js';

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): {
  update(progress: Progress): void;
  end(): void;
} {
  let last = 0;
  let shown = false;
  const line = (p: Progress) =>
    `conformance: ${p.done}/${p.total} check runs · ${p.requests} requests · ${p.failed} failing`;
  return {
    update(progress) {
      if (stream.isTTY) {
        stream.write(`\r${line(progress)}\u001b[K`);
        shown = true;
      } else if (Date.now() - last >= 5000) {
        last = Date.now();
        stream.write(`${line(progress)}\n`);
      }
    },
    end() {
      if (shown) stream.write('\r\u001b[K');
    },
  };
}

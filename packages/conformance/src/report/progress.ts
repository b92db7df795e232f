// The progress line on stderr: rewritten in place on a terminal, a line every few seconds otherwise.
import type { Progress } from '../run/runner.js';

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): {
  update(progress: Progress): void;
  end(): void;
} {
  let last = 0;
  let shown = false;
  let written = '';
  let latest = '';
  const line = (p: Progress) =>
    `conformance: ${p.done}/${p.total} scenario cells · ${p.requests} requests · ${p.failed} failed cells`;
  return {
    update(progress) {
      latest = line(progress);
      if (stream.isTTY) {
        stream.write(`\r${latest}\u001b[K`);
        shown = true;
      } else if (Date.now() - last >= 5000) {
        last = Date.now();
        written = latest;
        stream.write(`${latest}\n`);
      }
    },
    end() {
      if (shown) stream.write('\r\u001b[K');
      // A log keeps the final count, which the summary's scenario cells repeat.
      else if (latest !== written) stream.write(`${latest}\n`);
    },
  };
}

// The seeding progress of `ausd-api sandbox` on stderr: nothing for a seed done within a second; past that the
// count, rewritten in place on a terminal (a line every 5 s otherwise), and the total time at the end.
import type { SeedProgress } from '../seed/progress.js';

const QUIET_MS = 1000;
const LINE_EVERY_MS = 5000;

interface Stream {
  write(text: string): boolean;
  isTTY?: boolean;
}

export function seedProgress(stream: Stream = process.stderr, now: () => number = Date.now): SeedProgress {
  const started = now();
  let shownAt: number | undefined;
  const count = (n: number) => n.toLocaleString('en');
  return (done, total) => {
    const at = now();
    if (at - started < QUIET_MS) return;
    if (done === total) {
      if (stream.isTTY && shownAt !== undefined) stream.write('\r\u001b[K');
      stream.write(`seeded ${count(total)} transactions in ${((at - started) / 1000).toFixed(1)} s\n`);
      return;
    }
    const line = `seeding ${count(done)} of ${count(total)} transactions…`;
    if (stream.isTTY) stream.write(`\r${line}\u001b[K`);
    else if (shownAt === undefined || at - shownAt >= LINE_EVERY_MS) stream.write(`${line}\n`);
    else return;
    shownAt = at;
  };
}

// A folder of a command's own for the length of one task: made fresh under the system's temporary folder and removed
// when the task ends, whether it returns or throws, so that no run leaves files behind or reads another run's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `task` in a new folder named from `prefix` (`ausd-release-`), then removes the folder; `task`'s result. */
export async function withTemporaryFolder<T>(prefix: string, task: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    return await task(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// A command's temporary folder lasts exactly as long as its task: made new, and gone after a result or an error.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTemporaryFolder } from '../../packages/command-line/src/temporary-folder.js';

describe('withTemporaryFolder', () => {
  it("hands the task a new folder named by the prefix, returns the task's result and removes the folder", async () => {
    let seen = '';
    const result = await withTemporaryFolder('ausd-test-folder-', async (folder) => {
      seen = folder;
      expect(path.dirname(folder)).toBe(tmpdir());
      expect(path.basename(folder)).toMatch(/^ausd-test-folder-.{6}$/);
      await writeFile(path.join(folder, 'left.txt'), 'a file the task leaves');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).not.toBe('');
    expect(existsSync(seen)).toBe(false);
  });

  it("removes the folder when the task throws, and passes the task's error on", async () => {
    let seen = '';
    const failing = withTemporaryFolder('ausd-test-folder-', async (folder) => {
      seen = folder;
      await writeFile(path.join(folder, 'left.txt'), 'a file the task leaves');
      throw new Error('the task failed');
    });
    await expect(failing).rejects.toThrow('the task failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('gives each task a folder of its own', async () => {
    const folders = await Promise.all([1, 2, 3].map(() => withTemporaryFolder('ausd-test-folder-', async (f) => f)));
    expect(new Set(folders).size).toBe(3);
  });
});

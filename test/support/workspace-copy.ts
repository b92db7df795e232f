// node_modules for a copy of the repository: every installed package is the repository's (symlinked), except the
// @ausd workspaces, which are the copy's own folders, so the copy's code, manifests and generated files are what
// runs and compiles there.
import { mkdir, readdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';

export async function linkNodeModules(root: string, copy: string): Promise<void> {
  const modules = path.join(root, 'node_modules');
  await mkdir(path.join(copy, 'node_modules', '@ausd'), { recursive: true });
  for (const entry of await readdir(modules)) {
    if (entry !== '@ausd') await symlink(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of await readdir(path.join(modules, '@ausd'))) {
    const workspace = path.relative(root, await realpath(path.join(modules, '@ausd', entry)));
    await symlink(path.join(copy, workspace), path.join(copy, 'node_modules', '@ausd', entry));
  }
}

// The bins of a checkout of the repository: Node runs a workspace's `bin/<command>.js`, which hands its TypeScript
// entry here; tsx (a development dependency) runs the sources, whose imports name the compiled '.js' files. A
// published bin is that entry compiled (tools/build.ts reads it from the launcher's import).
import { register } from 'tsx/esm/api';

/** Loads `command`'s entry through tsx; an entry that cannot load is not a finding: one line and exit 2. */
export async function runSources(command, load) {
  register();
  try {
    await load();
  } catch (error) {
    process.stderr.write(`${command}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    process.exitCode = 2;
  }
}

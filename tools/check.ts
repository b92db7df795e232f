// `npm run check:packages`: builds every package, packs it as `npm publish` would, and checks each tarball
// (tools/published-checks.ts): publint and @arethetypeswrong/core find no problem, every shipped file comes from
// the package's own folder, and no module ships in two packages. `npm test` runs it before the typecheck, whose
// `tsc -b` then finds the packages built, and `ausd-api release` before it publishes; exit 1 with every problem
// listed when there is one.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { withTemporaryFolder } from '@ausd/command-line/temporary-folder';
import { packPackages } from './pack.js';
import { lintPackage, type PackageFiles, provenanceProblems } from './published-checks.js';

async function unpack(tarball: string, into: string): Promise<PackageFiles> {
  await mkdir(into);
  await new Promise<void>((resolve, reject) =>
    execFile('tar', ['-xzf', tarball, '-C', into], (error) => (error ? reject(error) : resolve())),
  );
  const folder = path.join(into, 'package');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: PackageFiles = new Map();
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, file).split(path.sep).join('/'), await readFile(file));
  }
  return files;
}

function check(): Promise<number> {
  return withTemporaryFolder('ausd-check-', async (work) => {
    const { packed } = await packPackages(work);
    const shipped = await Promise.all(
      packed.map(async ({ name, dist, tarball }) => ({
        name,
        folder: path.dirname(dist),
        files: await unpack(tarball, path.join(work, name.replace('/', '+'))),
      })),
    );
    const problems: string[] = [];
    for (const { name, files } of shipped) {
      const found = await lintPackage(files);
      problems.push(...found.map((problem) => `${name}: ${problem}`));
      process.stdout.write(`${name.padEnd(22)} ${files.size} files, ${found.length} problems\n`);
    }
    problems.push(...provenanceProblems(shipped));
    if (problems.length === 0) {
      process.stdout.write(`${shipped.length} packages: publint, attw and provenance report nothing\n`);
      return 0;
    }
    process.stderr.write(`check:packages: ${problems.length} problems\n  ${problems.join('\n  ')}\n`);
    return 1;
  });
}

check().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`check:packages: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);

// The run's order: vitest's (project by project; within one, the files a cached run found longest first, else the
// largest first), with the files known to run longest moved to the front of their project, longest first. A run
// without vitest's cache (a fresh `.ci/run`) would otherwise start them by size and leave one worker alone with the
// last of them. Measured from a whole run's per-file times; a path must name a test file
// (test/support/longest-first.test.ts).
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const longestFirst = [
  'test/package/packages.test.ts',
  'test/cli/release-gate.slow.test.ts',
  'test/generators/contract-typing.slow.test.ts',
  'test/generators/contract-following.slow.test.ts',
  'test/conformance/faults-2.slow.test.ts',
  'test/conformance/faults-1.slow.test.ts',
  'test/conformance/faults-3.slow.test.ts',
  'test/conformance/runner.slow.test.ts',
  'test/sandbox/replicas.slow.test.ts',
  'test/cli/ci-recipe.slow.test.ts',
  'test/sandbox/upgrade.slow.test.ts',
  'test/docs/reference.slow.test.ts',
  'test/docs/hostile-contract.slow.test.ts',
  'test/diff/types.slow.test.ts',
  'test/command-line/below-engines.slow.test.ts',
  'test/sandbox/deployment.slow.test.ts',
  'test/sandbox/durability.slow.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const index = longestFirst.indexOf(
        path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/'),
      );
      return index === -1 ? longestFirst.length : index;
    };
    const place = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) ||
        rank(a) - rank(b) ||
        place.get(a)! - place.get(b)!,
    );
  }
}

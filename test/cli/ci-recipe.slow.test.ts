// The pull-request recipe of packages/api-toolkit/README.md ("In a pull request"), run as written: its steps are read
// from the README's code block, so the README cannot drift from what runs here. A committed copy of the repository
// gets a base branch (`origin/main`, as a checkout with fetch-depth 0 leaves it) and a head branch changing spec/.
// Every `run:` step runs in bash as GitHub runs it, except `npm ci` (the copy links this repository's node_modules)
// and the last step, which posts the comment to GitHub and is only checked to be last and to post the file written.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bumpSentence } from '../../packages/api-toolkit/src/diff/bump-sentence.js';
import { withoutNpmSettings } from '../support/npm-env.js';
import { runCommand, type CommandOutcome } from '../support/run-command.js';
import { commitAll, copyWorkingTree } from '../support/workspace-copy.js';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}

const readme = await readFile('packages/api-toolkit/README.md', 'utf8');
const section = readme.slice(readme.indexOf('### In a pull request (GitHub Actions)'));
const block = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const workflow = parse(block) as { jobs: { diff: { steps: Step[] } } };
const steps = workflow.jobs.diff.steps;
const post = steps.at(-1)!;
/** The steps that run here: every shell step before the posting, but the install. */
const local = steps.slice(0, -1).filter((step) => step.run !== undefined && step.run !== 'npm ci');

// A new machine's npm: none of this process's npm_* settings.
const env = { ...withoutNpmSettings, GITHUB_BASE_REF: 'main' };

let work: string;
let repository: string;

// What the reports say of the head branch's change, at the contract's current version (not bumped by the branch).
const version = (JSON.parse(await readFile('generated/openapi.json', 'utf8')) as { info: { version: string } }).info
  .version;
const release = bumpSentence('major', version);
const summary = `1 breaking, 1 warning, 0 info; ${release}`;
const acceptedSummary = `1 breaking (1 accepted), 1 warning, 0 info; ${release}`;
const owners = 'listAccounts, listRoutes, listTransactions';
const narrowed = 'parameter Limit accepts less: maximum ≤ 200 → ≤ 100.';
const limit = `${narrowed} At /components/parameters/Limit/schema. Affects ${owners}.`;
const limitItem = `- ${narrowed} at \`/components/parameters/Limit/schema\` (\`listAccounts\`, \`listRoutes\`, \`listTransactions\`)`;
const notBumped = `info.version ${version} → ${version}: ${release}.`;

/** The 1-based line of the first line matching `then` after the first matching `first`, in a file of spec/. */
function specLine(file: string, first: RegExp, then = first): number {
  const lines = readFileSync(path.join('spec', file), 'utf8').split('\n');
  const start = lines.findIndex((line) => first.test(line));
  return start + lines.slice(start).findIndex((line) => then.test(line)) + 1;
}
// The annotations sit where the sources write each change: the Limit parameter's schema, the contract's version.
const limitAt = `file=spec/components/parameters.yaml,line=${specLine('components/parameters.yaml', /^Limit:/, /^ {2}schema:/)}`;
const versionAt = `file=spec/openapi.yaml,line=${specLine('openapi.yaml', /^ {2}version:/)}`;
const reviewed =
  `<details><summary>To review (1)</summary>\n\n- ${notBumped} at \`/info/version\` <sub>version-not-bumped</sub>\n\n` +
  '</details>\n';

const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: repository });

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(path.join(repository, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no '${from}' to edit`);
  await writeFile(path.join(repository, file), text.replace(from, to));
}

/** Runs one step's script as GitHub's default shell does (`bash --noprofile --norc -eo pipefail`). */
async function runStep(step: Step): Promise<{ name: string } & CommandOutcome> {
  const script = step.run!;
  const outcome = await runCommand('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd: repository,
    env,
  });
  return { name: step.name ?? script, ...outcome };
}

/** The recipe's steps in order, as GitHub runs them: a failed step stops the job unless it may fail. */
async function runRecipe() {
  const results = [];
  for (const step of local) {
    const result = await runStep(step);
    results.push(result);
    if (result.code !== 0 && step['continue-on-error'] !== true) break;
  }
  return results;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ausd-ci-recipe-'));
  repository = path.join(work, 'repository');
  await copyWorkingTree(path.resolve('.'), repository);
  // The base branch as a checkout of the pull request sees it, then the head branch: a breaking change (page sizes
  // above 100 refused) and an addition (an optional query parameter).
  await git('branch', '-M', 'main');
  await git('update-ref', 'refs/remotes/origin/main', 'main');
  await git('checkout', '-q', '-b', 'smaller-pages');
  await edit('spec/components/parameters.yaml', 'maximum: 200', 'maximum: 100');
  await commitAll(repository, 'a smaller page size');
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the pull-request recipe of the README', () => {
  it('has the steps this test runs: checkout with history, Node, npm ci, shell steps, and posting last', () => {
    expect(steps.slice(0, 3)).toEqual([
      { uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } },
      { uses: 'actions/setup-node@v4', with: { 'node-version': 24 } },
      { run: 'npm ci' },
    ]);
    expect(local.map((step) => [step.name, step['continue-on-error'] ?? false])).toEqual([
      ['annotate', true],
      ['gate', false],
    ]);
    // Nothing run here needs GitHub: no expression, no token, no gh.
    for (const step of local) expect(`${step.run}${JSON.stringify(step.env ?? {})}`).not.toMatch(/\$\{\{|\bgh /);
    // The last step only posts the file the comment step wrote, whatever the gate said.
    expect(post.if).toBe("${{ !cancelled() && hashFiles('diff.md') != '' }}");
    expect(post.run).toBe(
      'gh pr comment "$PR" --body-file diff.md --edit-last || gh pr comment "$PR" --body-file diff.md',
    );
  });

  it('annotates, and the gate exits 1 writing the comment with the breaking change first', async () => {
    const [annotate, gate] = await runRecipe();
    expect(annotate!.code, annotate!.stderr).toBe(1);
    expect(annotate!.stdout).toBe(
      `::error ${limitAt},title=constraint-narrowed (breaking)::${limit}\n` +
        `::warning ${versionAt},title=version-not-bumped (warning)::${notBumped} At /info/version.\n` +
        `::notice title=contract diff::${summary}\n`,
    );
    expect(gate!.code, gate!.stderr).toBe(1);
    expect(gate!.stdout).toBe(`${summary}; report in diff.md\n`);
    expect(await readFile(path.join(repository, 'diff.md'), 'utf8')).toBe(
      `### Contract diff\n\n**Fails the gate.** ${summary}.\n\n#### Breaking\n\n${limitItem} **What to do:** Keep the ` +
        'values you send within the new limits. <sub>constraint-narrowed</sub>\n\n' +
        reviewed,
    );
  }, 300_000);

  it('with the change accepted in .ausd-diff.yaml, the gate passes and the comment lists it with its reason', async () => {
    await writeFile(
      path.join(repository, '.ausd-diff.yaml'),
      'accepted:\n  - id: constraint-narrowed\n    at: /components/parameters/Limit/schema\n' +
        '    reason: Pages above 100 items timed out.\n    expires: 2999-12-31\n',
    );
    const [annotate, gate] = await runRecipe();
    expect(annotate!.code, annotate!.stderr).toBe(0);
    expect(annotate!.stdout).toBe(
      `::warning ${versionAt},title=version-not-bumped (warning)::${notBumped} At /info/version.\n` +
        `::notice ${limitAt},title=constraint-narrowed (breaking%2C accepted)::${limit} Accepted until ` +
        '2999-12-31: Pages above 100 items timed out.\n' +
        `::notice title=contract diff::${acceptedSummary}\n`,
    );
    expect(gate!.code, gate!.stdout + gate!.stderr).toBe(0);
    expect(await readFile(path.join(repository, 'diff.md'), 'utf8')).toBe(
      `### Contract diff\n\nPasses the gate. ${acceptedSummary}.\n\n#### Accepted on purpose\n\n${limitItem} **Accepted ` +
        'until 2999-12-31:** Pages above 100 items timed out. <sub>constraint-narrowed</sub>\n\n' +
        reviewed,
    );
  }, 300_000);
});

// The organisation's registry as `release` and `version` see it: which one, whether npm may publish there, and
// the last published contract. Credentials never reach the output: every URL's userinfo is printed as `***`.
import path from 'node:path';
import { UsageError } from '@ausd/command-line/arguments';
import { withTemporaryFolder } from '@ausd/command-line/temporary-folder';
import { type Contract, loadContractFile } from '../diff/contract.js';
import { runBounded, type RunOutcome } from './bounded-run.js';

export const scope = '@ausd';
export const contractPackage = `${scope}/contract`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A step that broke (a registry that does not answer, a publish npm refused): the command exits 3. */
export class ReleaseFailure extends Error {}

/** The userinfo of every URL in `text`, and each secret of `urls` wherever it appears, replaced by `***`. */
export function redact(text: string, urls: readonly (string | undefined)[] = []): string {
  let redacted = text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"]+@/gi, '$1***@');
  for (const url of urls) {
    const match = url === undefined ? null : /^[a-z][a-z0-9+.-]*:\/\/([^\s/@]+)@/i.exec(url);
    if (!match) continue;
    const secrets = match[1]!.split(':').flatMap((part) => [part, safeDecode(part)]);
    for (const secret of secrets.filter((part) => part.length >= 4).sort((a, b) => b.length - a.length))
      redacted = redacted.split(secret).join('***');
  }
  return redacted;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * How long npm may take (ms) before it is stopped: the gate's first question (whoami), each later one (config, view,
 * pack), each script the release runs (docs, check:packages) and each publish. A registry that stops answering,
 * or a script that never ends, fails the release, exit 3.
 */
export const npmWithin = { whoami: 20_000, question: 60_000, script: 10 * 60_000, publish: 10 * 60_000 } as const;

/**
 * npm's outcome, bounded as runBounded says: stopped at `within`, its stderr ends with a line saying so.
 */
export async function runNpm(args: string[], cwd: string, within = 0): Promise<RunOutcome> {
  const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
  // Before the arguments, so that it never reaches a script after `--`; the parent's `npm run -s` must not
  // silence the errors read below.
  const outcome = await runBounded(npm, ['--loglevel=error', ...args], { cwd, env, within });
  if (outcome.unanswered) outcome.stderr += `npm ${args[0]} gave no answer within ${within / 1000} s\n`;
  return outcome;
}

export const lastLines = (text: string) => text.trim().split('\n').slice(-15).join('\n');

/**
 * The registry named by --registry, else the one npm maps the scope to. Never npm's default registry: the scope
 * is not owned there, and publishing the packages anywhere but the organisation's registry is a mistake.
 */
export async function registryOf(option: string | undefined, root: string): Promise<string> {
  let chosen = option;
  if (chosen === undefined) {
    const mapped = await runNpm(['config', 'get', `${scope}:registry`], root, npmWithin.question);
    // npm will not print a setting whose URL holds credentials ("protected"), so the line is there but unreadable.
    if (/\bprotected\b/.test(mapped.stderr)) {
      throw new UsageError(
        `the '${scope}:registry' line of your npm config holds credentials in its URL, which npm refuses to read ` +
          `back. Next step: write it without them ('${scope}:registry=https://host/') and keep the token on a ` +
          `line of its own ('//host/:_authToken=<token>', as npm login --registry https://host/ writes it), or ` +
          'pass --registry <url>',
      );
    }
    const url = mapped.stdout.trim();
    if (!/^https?:\/\//.test(url)) {
      throw new UsageError(
        `no registry for the ${scope} scope: pass --registry <url>, or add '${scope}:registry=<url>' to your .npmrc`,
      );
    }
    chosen = url;
  }
  if (!/^https?:\/\/[^\s#?]+$/.test(chosen))
    throw new UsageError(`--registry must be an http(s) URL, got '${redact(chosen, [chosen])}'`);
  return chosen.endsWith('/') ? chosen : `${chosen}/`;
}

/** npm options that send the scope, and everything else, to `registry`. */
export const at = (registry: string) => [`--registry=${registry}`, `--${scope}:registry=${registry}`];

/**
 * `ask` with an npm cache of its own (`--cache=<folder>`) in a folder of its own, which it may use too (`work`),
 * removed after. npm answers whoami and view from what it cached earlier when the registry does not answer: with
 * the user's cache, a registry that is down would look logged in, and an old latest version current.
 */
function askRegistry<T>(ask: (cache: string, work: string) => Promise<T>): Promise<T> {
  return withTemporaryFolder('ausd-registry-', (work) => ask(`--cache=${path.join(work, 'npm-cache')}`, work));
}

/**
 * Whether npm holds a credential the registry accepts (`npm whoami`): undefined when it does, else why not with
 * the command to run. A registry that does not answer at all is a failure, not a refusal.
 */
export async function authenticationProblem(registry: string, root: string): Promise<string | undefined> {
  // One quick retry: npm's default backoff keeps an unreachable registry's answer for over a minute.
  const retries = ['--fetch-retries=1', '--fetch-retry-mintimeout=1000', '--fetch-retry-maxtimeout=3000'];
  const whoami = await askRegistry((cache) =>
    runNpm(['whoami', ...retries, cache, ...at(registry)], root, npmWithin.whoami),
  );
  if (whoami.code === 0) return undefined;
  const shown = redact(registry, [registry]);
  if (/\b(E401|E403|ENEEDAUTH)\b|not logged in|unauthorized/i.test(whoami.stderr)) {
    return (
      `npm has no publish credentials that ${shown} accepts (npm whoami: ${lastLines(whoami.stderr).split('\n')[0]}).\n` +
      `  Next step: npm login --registry ${shown} (it writes the token into your user .npmrc), then run the ` +
      'release again.'
    );
  }
  const reason = whoami.stderr.split('\n').find((line) => /FetchError|ENOTFOUND|ETIMEDOUT|gave no answer/.test(line));
  throw new ReleaseFailure(
    `cannot reach ${shown} (npm whoami):\n${reason ?? lastLines(whoami.stderr)}\n` +
      `Next step: check --registry and that npm reaches it (npm ping --registry ${shown}).`,
  );
}

export interface Published {
  version: string;
  /** The contract that version ships. */
  contract: Contract;
}

/**
 * @ausd/contract's latest version on the registry and its contract; undefined if none is published. The package is
 * downloaded beside npm's cache, and both are removed once the contract is read.
 */
export function lastPublished(registry: string, root: string): Promise<Published | undefined> {
  return askRegistry((cache, work) => readLastPublished(registry, root, work, cache));
}

/** lastPublished, with npm's `--cache` option. */
async function readLastPublished(
  registry: string,
  root: string,
  work: string,
  cache: string,
): Promise<Published | undefined> {
  const args = [cache, ...at(registry)];
  const view = await runNpm(['view', contractPackage, 'dist-tags.latest', ...args], root, npmWithin.question);
  if (view.code !== 0) {
    if (/\bE404\b/.test(view.stderr)) return undefined;
    const shown = redact(registry, [registry]);
    throw new ReleaseFailure(
      `cannot read ${contractPackage} from ${shown}:\n${lastLines(view.stderr)}\n` +
        `Next step: check --registry and that npm reaches it (npm ping --registry ${shown}).`,
    );
  }
  const version = view.stdout.trim();
  const pack = await runNpm(
    ['pack', `${contractPackage}@${version}`, '--json', '--pack-destination', work, ...args],
    work,
    npmWithin.question,
  );
  if (pack.code !== 0)
    throw new ReleaseFailure(`cannot download ${contractPackage}@${version}:\n${lastLines(pack.stderr)}`);
  const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
  const unpacked = await runBounded('tar', ['-xzf', filename, 'package/openapi.json'], { cwd: work });
  if (unpacked.code !== 0) throw new ReleaseFailure(`cannot unpack ${filename}: ${lastLines(unpacked.stderr)}`);
  return { version, contract: await loadContractFile(path.join(work, 'package', 'openapi.json')) };
}

// The one reader of a split contract's references: which file a `$ref` or an example's `externalValue` names, and
// whether it may be opened. It is @redocly/openapi-core's own resolver with a hook, and bundling, linting, the syntax
// check and the diff's source lines all go through it: what it refuses is never opened, because nothing else opens.
// A contract may reach files under its folder only: no URL is fetched (CI diffs untrusted branches and posts the
// report, so a reference to an internal address or to /etc/passwd must not be followed), no path leaves the folder,
// no symbolic link leads out of it.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { BaseResolver, ResolveError, type Source } from '@redocly/openapi-core';

/** Thrown when a contract names a file outside its folder or a URL; `message` names each such reference. */
export class ReferenceRefusedError extends Error {
  constructor(readonly refused: readonly string[]) {
    super(refused.join('\n'));
    this.name = 'ReferenceRefusedError';
  }
}

/**
 * The folder a contract may read: the nearest enclosing folder named `spec` (the sandbox helpers' document refers to
 * the contract's shared parts beside it), else the entry's own folder.
 */
export function contractFolder(entry: string): string {
  const folder = path.dirname(path.resolve(entry));
  for (let at = folder; at !== path.dirname(at); at = path.dirname(at)) if (path.basename(at) === 'spec') return at;
  return folder;
}

/** The rules that report a reference the resolver failed to open, where it is written. */
const unresolved = new Set(['no-unresolved-refs', 'bundler']);

const hasScheme = (ref: string) => /^[a-z][a-z0-9+.-]+:/i.test(ref) || ref.startsWith('//');

interface Refusal {
  /** The file holding the reference, as shown. */
  file: string;
  /** `reference '…' leaves …` */
  message: string;
}

/** A problem as Redocly reports it: what is needed to name where a refused reference is written. */
interface ReportedProblem {
  ruleId: string;
  message: string;
  location: { source: { absoluteRef: string }; pointer?: string }[];
}

export class ConfinedResolver extends BaseResolver {
  readonly folder: string;
  private readonly realFolder: string;
  private readonly refusals: Refusal[] = [];
  /** Where each absolute reference was first written, to name it when refused. */
  private readonly writtenAt = new Map<string, { file: string; ref: string }>();

  constructor(folder: string) {
    super({ http: { headers: [] } });
    this.folder = path.resolve(folder);
    this.realFolder = realpathSync(this.folder);
  }

  /** A file as a reviewer knows it: relative to the folder holding the contract's folder (`spec/paths/x.yaml`). */
  private shown(file: string): string {
    return path.relative(path.dirname(this.folder), file);
  }

  override resolveExternalRef(base: string | null, ref: string): string {
    const absolute = hasScheme(ref) ? ref : super.resolveExternalRef(base, ref);
    if (!this.writtenAt.has(absolute)) this.writtenAt.set(absolute, { file: base ?? absolute, ref });
    return absolute;
  }

  /** Why `absolute` (a path or URL from resolveExternalRef) may not be opened; undefined when it may. */
  refusal(absolute: string): string | undefined {
    if (hasScheme(absolute)) return 'is a URL; nothing is fetched';
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      // Not there (or unreadable): opening it fails, and Redocly reports it as an unresolved reference.
      real = path.resolve(absolute);
    }
    const inside = real === this.realFolder || real.startsWith(`${this.realFolder}${path.sep}`);
    return inside ? undefined : `leaves ${this.shown(this.folder)}/; references stay inside the contract's folder`;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    const why = this.refusal(absoluteRef);
    if (why === undefined) return super.loadExternalRef(absoluteRef);
    const { file, ref } = this.writtenAt.get(absoluteRef) ?? { file: absoluteRef, ref: absoluteRef };
    const refusal = { file: this.shown(file), message: `reference '${ref}' ${why}` };
    if (!this.refusals.some((known) => known.message === refusal.message)) this.refusals.push(refusal);
    throw new ResolveError(new Error(refusal.message));
  }

  /**
   * Throws ReferenceRefusedError when anything was refused, naming each reference by the file it is written in, with
   * its pointer where a lint problem gives one in that file, else the place in another file that leads to it.
   */
  assertConfined(problems: readonly ReportedProblem[] = []): void {
    if (this.refusals.length === 0) return;
    throw new ReferenceRefusedError(
      this.refusals.map(({ file, message }) => {
        const places = problems
          .filter((problem) => unresolved.has(problem.ruleId) && problem.message.endsWith(message))
          .flatMap(({ location: [where] }) =>
            where ? [{ file: this.shown(where.source.absoluteRef), pointer: where.pointer ?? '' }] : [],
          );
        const here = places.find((place) => place.file === file);
        if (here !== undefined) return `${file}${here.pointer}: ${message}`;
        const [from] = places;
        return `${file}: ${message}${from ? ` (reached from ${from.file}${from.pointer})` : ''}`;
      }),
    );
  }
}

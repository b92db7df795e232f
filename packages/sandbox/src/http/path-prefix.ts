// Whether a request path lies under the path segments a set of operation paths share: how the sandbox tells one
// document's requests (the helpers', the public metrics) from the others without spelling a path.

/** A test of a path against the segments every path of `paths` starts with (none matches when `paths` is empty). */
export function underCommonPrefix(paths: readonly string[]): (path: string) => boolean {
  const split = paths.map((path) => path.split('/'));
  const [first] = split;
  if (first === undefined) return () => false;
  const differs = first.findIndex((segment, i) => split.some((segments) => segments[i] !== segment));
  const prefix = first.slice(0, differs === -1 ? undefined : differs).join('/');
  return (path) => path === prefix || path.startsWith(`${prefix}/`);
}

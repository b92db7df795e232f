// JUnit XML, the one writer of the reports CI dashboards read (conformance runs, the proxy, contract diffs): each
// caller describes suites and test cases, this file counts them and escapes every text the same way.

/** How a test case ended, when not simply passed. */
export type JunitOutcome =
  { kind: 'failure' | 'error'; type: string; message: string; detail?: string } | { kind: 'skipped'; message: string };

export interface JunitCase {
  classname: string;
  name: string;
  outcome?: JunitOutcome;
  /** Text shown with a passed case (`system-out`). */
  output?: string;
}

export interface JunitSuite {
  name: string;
  cases: readonly JunitCase[];
  properties?: Readonly<Record<string, string>>;
}

/**
 * Text as XML character data or an attribute value: markup characters escaped, and the control characters
 * XML 1.0 cannot carry at all dropped.
 */
export function xmlText(text: string): string {
  return (
    text
      .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function countsOf(cases: readonly JunitCase[]): Counts {
  const count = (kind: JunitOutcome['kind']) => cases.filter((c) => c.outcome?.kind === kind).length;
  return { tests: cases.length, failures: count('failure'), errors: count('error'), skipped: count('skipped') };
}

/** `tests` and `failures` always; `errors` and `skipped` when there are any. */
function countAttributes({ tests, failures, errors, skipped }: Counts): string {
  return (
    `tests="${tests}" failures="${failures}"` +
    (errors > 0 ? ` errors="${errors}"` : '') +
    (skipped > 0 ? ` skipped="${skipped}"` : '')
  );
}

function testCase({ classname, name, outcome, output }: JunitCase): string {
  const open = `    <testcase classname="${xmlText(classname)}" name="${xmlText(name)}"`;
  if (outcome === undefined) {
    return output === undefined ? `${open}/>` : `${open}><system-out>${xmlText(output)}</system-out></testcase>`;
  }
  if (outcome.kind === 'skipped') return `${open}><skipped message="${xmlText(outcome.message)}"/></testcase>`;
  const attributes = `type="${xmlText(outcome.type)}" message="${xmlText(outcome.message)}"`;
  const element =
    outcome.detail === undefined
      ? `<${outcome.kind} ${attributes}/>`
      : `<${outcome.kind} ${attributes}>${xmlText(outcome.detail)}</${outcome.kind}>`;
  return `${open}>${element}</testcase>`;
}

function testSuite(suite: JunitSuite): string {
  const properties = Object.entries(suite.properties ?? {}).map(
    ([name, value]) => `<property name="${xmlText(name)}" value="${xmlText(value)}"/>`,
  );
  return [
    `  <testsuite name="${xmlText(suite.name)}" ${countAttributes(countsOf(suite.cases))}>`,
    ...(properties.length > 0 ? [`    <properties>${properties.join('')}</properties>`] : []),
    ...suite.cases.map(testCase),
    '  </testsuite>',
  ].join('\n');
}

/** The whole document: `name` on the root, `seconds` as its `time` when known. */
export function junitXml(name: string, suites: readonly JunitSuite[], seconds?: number): string {
  const total = countsOf(suites.flatMap((suite) => suite.cases));
  const time = seconds === undefined ? '' : ` time="${seconds.toFixed(3)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(name)}" ${countAttributes(total)}${time}>`,
    ...suites.map(testSuite),
    '</testsuites>',
    '',
  ].join('\n');
}

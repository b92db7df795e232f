// What the router remembers between requests: answers it found valid, by exact text (checked-answers.ts), and
// query verdicts, by operation and query text (checked-queries.ts). Remembering must never change an answer.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  CheckedAnswers,
  checkedAnswersBytes,
  keptPerLength,
  largestCheckedAnswer,
} from '../../packages/express/src/runtime/checked-answers.js';
import {
  CheckedQueries,
  checkedQueriesEntries,
  longestCheckedQuery,
  type QueryVerdict,
} from '../../packages/express/src/runtime/checked-queries.js';

const kib = (bytes: number) => `${bytes / 1024} KiB`;

it('the package README states the bounds the code keeps', () => {
  const readme = readFileSync(new URL('../../packages/express/README.md', import.meta.url), 'utf8').replace(
    /\s+/g,
    ' ',
  );
  expect(readme).toContain(
    `answers up to ${kib(largestCheckedAnswer)}, ${checkedAnswersBytes / 1024 / 1024} MiB in all`,
  );
  expect(readme).toContain(
    `the last ${checkedQueriesEntries.toLocaleString('en')} query texts it saw (up to ${kib(longestCheckedQuery)} each)`,
  );
});

describe('CheckedAnswers', () => {
  it('knows a remembered text only for the operation and status it was found valid for', () => {
    const answers = new CheckedAnswers();
    answers.remember('getAccount', 200, '{"id":"a"}');
    expect(answers.has('getAccount', 200, '{"id":"a"}')).toBe(true);
    expect(answers.has('getAccount', 201, '{"id":"a"}')).toBe(false);
    expect(answers.has('getRoute', 200, '{"id":"a"}')).toBe(false);
  });

  it('tells apart texts of one length, however many there are', () => {
    const answers = new CheckedAnswers();
    const texts = Array.from({ length: 20 }, (_, index) => `{"id":"${String(index).padStart(4, '0')}"}`);
    for (const text of texts) answers.remember('getAccount', 200, text);
    expect(answers.has('getAccount', 200, '{"id":"xxxx"}')).toBe(false);
    // The newest texts of one length are kept.
    expect(texts.map((text) => answers.has('getAccount', 200, text))).toEqual(
      texts.map((_, index) => index >= texts.length - keptPerLength),
    );
  });

  it('forgets the oldest texts past its byte bound', () => {
    const answers = new CheckedAnswers(30);
    const texts = ['"aaaaaaaaa"', '"bbbbbbbbbbbb"', '"ccccccccccccc"'];
    for (const text of texts) answers.remember('getAccount', 200, text);
    expect(texts.map((text) => answers.has('getAccount', 200, text))).toEqual([false, true, true]);
  });

  it('never keeps an answer larger than 64 KiB', () => {
    const answers = new CheckedAnswers();
    const large = `"${'x'.repeat(largestCheckedAnswer)}"`;
    answers.remember('getAccount', 200, large);
    expect(answers.has('getAccount', 200, large)).toBe(false);
  });
});

describe('CheckedQueries', () => {
  const verdictOf = (field: string): QueryVerdict => ({ issues: [{ field, message: 'm' }], input: {} });

  it('checks a query text once per operation', () => {
    const queries = new CheckedQueries();
    let checks = 0;
    const check = () => (checks++, verdictOf('limit'));
    queries.verdict('listRoutes', 'limit=0', check);
    expect(queries.verdict('listRoutes', 'limit=0', check)).toEqual(verdictOf('limit'));
    queries.verdict('listAccounts', 'limit=0', check);
    queries.verdict('listRoutes', 'limit=00', check);
    expect(checks).toBe(3);
  });

  it('forgets the oldest verdict past its bound, and never keeps a query text over 1 KiB', () => {
    const queries = new CheckedQueries(2);
    let checks = 0;
    const check = () => (checks++, verdictOf('x'));
    for (const search of ['a=1', 'a=2', 'a=3', 'a=1']) queries.verdict('listRoutes', search, check);
    expect(checks).toBe(4);
    const long = `cursor=${'c'.repeat(longestCheckedQuery)}`;
    queries.verdict('listRoutes', long, check);
    queries.verdict('listRoutes', long, check);
    expect(checks).toBe(6);
  });
});

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
    `the last ${checkedQueriesEntries.toLocaleString('en')} valid query texts it saw (up to ${kib(longestCheckedQuery)} each)`,
  );
});

describe('CheckedAnswers', () => {
  // The validator of one operation and status: what an answer is found valid by.
  const getAccount200 = { check: 'getAccount 200' };
  const getAccount201 = { check: 'getAccount 201' };
  /** Found valid twice: a text is kept from its second time on. */
  const foundValid = (answers: CheckedAnswers, check: object, text: string) => {
    answers.remember(check, text);
    answers.remember(check, text);
  };

  it('knows a remembered text only for the check that found it valid', () => {
    const answers = new CheckedAnswers();
    foundValid(answers, getAccount200, '{"id":"a"}');
    expect(answers.has(getAccount200, '{"id":"a"}')).toBe(true);
    expect(answers.has(getAccount201, '{"id":"a"}')).toBe(false);
    answers.remember(getAccount201, '{"id":"a"}');
    expect(answers.has(getAccount201, '{"id":"a"}')).toBe(true);
  });

  it('keeps no text seen once: a run of new answers costs no upkeep', () => {
    const answers = new CheckedAnswers();
    const texts = Array.from({ length: 1000 }, (_, index) => `{"id":"${String(index).padStart(4, '0')}"}`);
    for (const text of texts) answers.remember(getAccount200, text);
    expect(texts.filter((text) => answers.has(getAccount200, text))).toEqual([]);
    answers.remember(getAccount200, texts[0]!);
    expect(answers.has(getAccount200, texts[0]!)).toBe(true);
  });

  it('tells apart texts of one length, however many there are', () => {
    const answers = new CheckedAnswers();
    const texts = Array.from({ length: 20 }, (_, index) => `{"id":"${String(index).padStart(4, '0')}"}`);
    for (const text of texts) foundValid(answers, getAccount200, text);
    expect(answers.has(getAccount200, '{"id":"xxxx"}')).toBe(false);
    // The newest texts of one length are kept.
    expect(texts.map((text) => answers.has(getAccount200, text))).toEqual(
      texts.map((_, index) => index >= texts.length - keptPerLength),
    );
  });

  it('forgets the oldest texts past its byte bound', () => {
    const answers = new CheckedAnswers(30);
    const texts = ['"aaaaaaaaa"', '"bbbbbbbbbbbb"', '"ccccccccccccc"'];
    for (const text of texts) foundValid(answers, getAccount200, text);
    expect(texts.map((text) => answers.has(getAccount200, text))).toEqual([false, true, true]);
  });

  it('never keeps an answer larger than 64 KiB', () => {
    const answers = new CheckedAnswers();
    const large = `"${'x'.repeat(largestCheckedAnswer)}"`;
    foundValid(answers, getAccount200, large);
    expect(answers.has(getAccount200, large)).toBe(false);
  });
});

describe('CheckedQueries', () => {
  const valid: QueryVerdict = { issues: [], input: { limit: 5 } };
  const invalid: QueryVerdict = { issues: [{ field: 'limit', message: 'm' }], input: { limit: 0 } };
  // The router's use: the remembered verdict, else a check whose verdict is entered.
  const counted = (verdict: QueryVerdict) => {
    const counter = {
      checks: 0,
      verdict: (queries: CheckedQueries, operationId: string, search: string) => {
        const remembered = queries.remembered(operationId, search);
        if (remembered !== undefined) return remembered;
        counter.checks++;
        queries.checked(operationId, search, verdict);
        return verdict;
      },
    };
    return counter;
  };

  it('keeps the verdict on a valid query text when the text comes again, per operation', () => {
    const queries = new CheckedQueries();
    const counter = counted(valid);
    for (let round = 0; round < 4; round++) expect(counter.verdict(queries, 'listRoutes', 'limit=5')).toEqual(valid);
    expect(counter.checks).toBe(2);
    counter.verdict(queries, 'listAccounts', 'limit=5');
    counter.verdict(queries, 'listRoutes', 'limit=05');
    expect(counter.checks).toBe(4);
  });

  it('keeps no verdict on a text seen once: a run of new texts costs no upkeep', () => {
    const queries = new CheckedQueries(4);
    const counter = counted(valid);
    for (let second = 0; second < 1000; second++) counter.verdict(queries, 'listTransactions', `since=${second}`);
    counter.verdict(queries, 'listRoutes', 'limit=5');
    counter.verdict(queries, 'listRoutes', 'limit=5');
    // Checked at its first two sightings, then remembered.
    counter.verdict(queries, 'listRoutes', 'limit=5');
    expect(counter.checks).toBe(1002);
  });

  it('checks an invalid query text every time: its issues are not kept', () => {
    const queries = new CheckedQueries();
    const counter = counted(invalid);
    for (let round = 0; round < 3; round++) expect(counter.verdict(queries, 'listRoutes', 'limit=0')).toEqual(invalid);
    expect(counter.checks).toBe(3);
  });

  it('forgets the oldest verdict past its bound, and never keeps a query text over 0.5 KiB', () => {
    const queries = new CheckedQueries(2);
    const counter = counted(valid);
    // Each text twice (kept at its second sighting), then the first again: past the bound of 2, it was forgotten.
    for (const search of ['a=1', 'a=1', 'a=2', 'a=2', 'a=3', 'a=3', 'a=1'])
      counter.verdict(queries, 'listRoutes', search);
    expect(counter.checks).toBe(7);
    const long = `cursor=${'c'.repeat(longestCheckedQuery)}`;
    counter.verdict(queries, 'listRoutes', long);
    counter.verdict(queries, 'listRoutes', long);
    expect(counter.checks).toBe(9);
    // The bound spans operations: the oldest kept text goes, whichever operation it was kept for.
    const shared = new CheckedQueries(2);
    for (const [operationId, search] of [
      ['listRoutes', 'a=1'],
      ['listAccounts', 'a=1'],
      ['listRoutes', 'a=2'],
    ] as const) {
      counter.verdict(shared, operationId, search);
      counter.verdict(shared, operationId, search);
    }
    expect(shared.remembered('listRoutes', 'a=1')).toBeUndefined();
    expect(shared.remembered('listAccounts', 'a=1')).toEqual(valid);
    expect(shared.remembered('listRoutes', 'a=2')).toEqual(valid);
  });
});

// The proxy's report: the runner's report over what passed through, with the response checks as its catalogue.
import { responseChecks } from '../checks/index.js';
import type { Contract } from '../contract/contract.js';
import { isTokenExchange } from '../contract/operations.js';
import { assembleReport, type Report } from '../report/report.js';
import { sessionSetup } from '../report/reproduction.js';
import type { ProxyObservations } from './observations.js';

export function proxyReport(
  observed: ProxyObservations,
  contract: Contract,
  baseUrl: string,
  startedAt: number,
): Report {
  const tokenOp = contract.operations.find(isTokenExchange);
  return assembleReport(
    {
      mode: 'proxy',
      baseUrl,
      startedAt: new Date(startedAt).toISOString(),
      durationMs: Date.now() - startedAt,
      requests: observed.exchanges,
      allowWrites: false,
      runPrefix: '',
      seed: 0,
      // The proxy relays a client's 429s as they come: it waits on none.
      rateLimited: { answers: 0, waitedMs: 0, messages: [] },
      catalogue: responseChecks.map(({ name, summary, severity }) => ({
        name,
        summary,
        severity,
        kind: 'response' as const,
      })),
      operations: [...contract.operations.map((op) => op.operationId), '(outside contract)'],
      created: [],
      coverage: observed.coverage.table(contract.operations),
      latency: observed.latency.table(contract.operations.map((op) => op.operationId)),
      cutShort: observed.cutShort(),
      reproduceWith: tokenOp ? sessionSetup(baseUrl, tokenOp.path, contract.tokenField) : '',
    },
    observed.book.all(),
    observed.secrets,
  );
}

// The reference's request samples cannot drift: every TypeScript sample compiles under strict TypeScript against
// the generated client (`@ausd/client` mapped to generated/client.ts, so no package build is needed), and every
// curl sample runs with the real curl binary against the embedded sandbox, with a real session token, and gets
// the operation's documented success status.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { startSandbox, type RunningSandbox } from '../../packages/sandbox/src/server.js';
import { docsOperations, readDocsContract } from './docs-contract.js';

const contract = readDocsContract();
const documented = docsOperations(contract);
const baseUrl = contract.servers[0]!.variables.base_url!.default;
const sampleDir = path.resolve('test-output/docs-samples');
const run = promisify(execFile);

const sample = (operation: (typeof documented)[number], label: string) => {
  const found = operation['x-codeSamples']?.find((candidate) => candidate.label === label);
  if (found === undefined) throw new Error(`${operation.operationId} has no ${label} sample`);
  return found.source;
};

/** Strict type-check of files that import `@ausd/client`, resolved to the generated client. */
function typeErrors(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    baseUrl: path.resolve('.'),
    paths: { '@ausd/client': ['packages/client/src/generated/client.ts'] },
  });
  const errors = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? 'program';
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    errors.set(path.resolve(file), [...(errors.get(path.resolve(file)) ?? []), text]);
  }
  return errors;
}

describe('request samples of the reference', () => {
  it('every operation has a curl and a TypeScript sample', () => {
    expect(documented.map((operation) => operation.operationId).sort()).toEqual(Object.keys(operations).sort());
    for (const operation of documented) {
      expect(
        operation['x-codeSamples']?.map((entry) => entry.label),
        operation.operationId,
      ).toEqual(['curl', 'TypeScript']);
      expect(sample(operation, 'curl')).toMatch(/^curl /);
      expect(sample(operation, 'TypeScript')).toContain(`import { createClient } from '@ausd/client';`);
    }
  });

  it('every TypeScript sample compiles under strict TypeScript against the generated client', () => {
    rmSync(sampleDir, { recursive: true, force: true });
    mkdirSync(sampleDir, { recursive: true });
    const files = documented.map((operation) => {
      const file = path.join(sampleDir, `${operation.operationId}.ts`);
      writeFileSync(file, sample(operation, 'TypeScript'));
      return file;
    });
    // The check is not vacuous: a sample calling a method the client does not have fails.
    const broken = path.join(sampleDir, 'broken.ts');
    writeFileSync(
      broken,
      sample(documented[0]!, 'TypeScript').replace(/client\.(\w+)\.\w+\(/, 'client.$1.noSuchMethod('),
    );
    const errors = typeErrors([...files, broken]);
    for (const file of files) expect(errors.get(file), path.basename(file)).toEqual([]);
    expect(errors.get(broken)!.join('\n')).toContain('noSuchMethod');
  }, 60_000);

  describe('every curl sample against the sandbox', () => {
    let sandbox: RunningSandbox;
    let sessionToken: string;
    /** Example ids of the contract → ids of the sandbox's own resources, filled in as the samples run. */
    const ids = new Map<string, string>();

    beforeAll(async () => {
      sandbox = await startSandbox({ db: ':memory:' });
      const exchange = await fetch(`${sandbox.url}/v0/auth/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.apiKeys.primary}` },
      });
      sessionToken = ((await exchange.json()) as { sessionJwt: string }).sessionJwt;
    });
    afterAll(async () => {
      await sandbox?.close();
    });

    /** A path parameter's example not yet standing for a sandbox resource: the first item of its collection. */
    async function mapPathExample(operation: (typeof documented)[number], source: string): Promise<void> {
      const example = /\/v0\/[a-z-]+\/([0-9a-f-]{36})/.exec(source)?.[1];
      if (example === undefined || ids.has(example)) return;
      const collection = operation.path.replace(/\/\{\w+\}$/, '');
      const listed = await fetch(`${sandbox.url}${collection}?limit=1`, {
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      const first = ((await listed.json()) as { data: { id: string }[] }).data[0];
      if (first === undefined) throw new Error(`the sandbox has no ${collection} item to stand for ${example}`);
      ids.set(example, first.id);
    }

    it('answers each query rule example of the pagination guide with 400 and the rule message', async () => {
      const guide = readDocsContract().tags.find((tag) => tag.name === 'Pagination and filtering')!.description!;
      const rules = JSON.parse(readFileSync('generated/openapi.json', 'utf8'))['x-query-rules'] as Record<
        string,
        string
      >;
      // One row of the rules table per rule: the rule, then the request (HTML text, so `&` is `&amp;`).
      const shown = [...guide.matchAll(/<tr><td><code>(\w+)<\/code><\/td><td><code>GET ([^<]+)<\/code>/g)].map(
        (match) => [match[1]!, match[2]!.replaceAll('&amp;', '&')] as const,
      );
      expect(shown.map(([rule]) => rule)).toEqual(Object.keys(rules));
      for (const [rule, target] of shown) {
        const response = await fetch(`${sandbox.url}${target}`, {
          headers: { authorization: `Bearer ${sessionToken}` },
        });
        const body = (await response.json()) as { code: string; context: { issues: { message: string }[] } };
        expect([response.status, body.code], rule).toEqual([400, 'parameter_invalid']);
        expect(
          body.context.issues.map((issue) => issue.message),
          rule,
        ).toContain(rules[rule]);
      }
    });

    it('answers each with the documented success status', async () => {
      const results: string[] = [];
      for (const operation of documented) {
        let source = sample(operation, 'curl').replaceAll(baseUrl, sandbox.url);
        await mapPathExample(operation, source);
        for (const [example, real] of ids) source = source.replaceAll(example, real);
        const output = path.join(sampleDir, `${operation.operationId}.curl.out`);
        mkdirSync(sampleDir, { recursive: true });
        const { stdout } = await run(
          'bash',
          ['-c', source.replace(/^curl /, `curl --silent --show-error --output "$OUT" --write-out '%{http_code}' `)],
          {
            env: {
              ...process.env,
              AUSD_API_KEY: sandbox.apiKeys.primary,
              AUSD_SESSION_TOKEN: sessionToken,
              OUT: output,
            },
          },
        );
        const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))!;
        results.push(
          `${operation.operationId} ${stdout.trim()}${stdout.trim() === success ? '' : ` ${readFileSync(output, 'utf8')}`}`,
        );
        if (stdout.trim() !== success) continue;
        // A created resource stands in for the example ids of its collection from here on.
        const created = success === '201' ? (JSON.parse(readFileSync(output, 'utf8')) as { id?: string }) : undefined;
        const detail = documented.find((other) => other.path.startsWith(`${operation.path}/{`));
        const detailExample = detail && /\/v0\/[a-z-]+\/([0-9a-f-]{36})/.exec(sample(detail, 'curl'))?.[1];
        if (created?.id !== undefined && detailExample !== undefined) ids.set(detailExample, created.id);
      }
      expect(results).toEqual(
        documented.map(
          (operation) =>
            `${operation.operationId} ${Object.keys(operation.responses).find((status) => status.startsWith('2'))}`,
        ),
      );
    }, 60_000);
  });
});

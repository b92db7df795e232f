// The helpers' own document (linted with the contract's rules by `npm run lint`): kept out of the public bundle,
// and turned into a router and a typed client by the same generators that serve /v0.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractSources, pipelineOutputs } from '../../generators/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const helpersEntry = 'spec/sandbox/openapi.yaml';

describe('the helpers document', () => {
  it('is not part of the public contract bundle', async () => {
    const publicBundle = JSON.parse(await readFile(path.join(root, 'generated/openapi.json'), 'utf8')) as {
      paths: object;
    };
    expect(Object.keys(publicBundle.paths).filter((p) => p.startsWith('/sandbox'))).toEqual([]);
    const helpers = JSON.parse(
      await readFile(path.join(root, 'packages/sandbox/src/generated/helpers/openapi.json'), 'utf8'),
    ) as {
      paths: object;
    };
    expect(Object.keys(helpers.paths).every((p) => p.startsWith('/sandbox/'))).toBe(true);
  });

  it('runs through the same generators as the contract, into packages/sandbox/src/generated/helpers/', async () => {
    const [api, helpers] = contractSources;
    expect(helpers?.entry).toBe(helpersEntry);
    expect(helpers?.artifacts.every((artifact) => api?.artifacts.includes(artifact))).toBe(true);
    for (const file of ['middleware.ts', 'client.ts', 'operations.ts', 'validators.js', 'types.ts']) {
      expect(pipelineOutputs()).toContain(`packages/sandbox/src/generated/helpers/${file}`);
    }
    const router = await readFile(path.join(root, 'packages/sandbox/src/generated/helpers/middleware.ts'), 'utf8');
    expect(router).toContain("from '@ausd/express/internal'");
  });
});

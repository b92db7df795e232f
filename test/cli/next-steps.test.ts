// `npm start` ends with the next steps: every file, npm script and test they name exists, and start runs them last.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../packages/api-toolkit/scripts/next-steps.js';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('the next steps npm start prints', () => {
  it('name files that exist', () => {
    const files = [...nextSteps.matchAll(/(?:^|\s)([\w./-]+\.(?:html|md|ts))\b/g)].map((match) => match[1]!);
    expect(files).toEqual(
      expect.arrayContaining(['generated/docs/index.html', 'test/sandbox/integrator.example.test.ts']),
    );
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it('name npm scripts that exist, and come last in npm start', () => {
    const scripts = [...nextSteps.matchAll(/npm run (\S+)/g)].map((match) => match[1]!);
    expect(scripts).toEqual(['sandbox']);
    for (const script of scripts) expect(manifest.scripts[script], script).toBeDefined();
    expect(manifest.scripts.start).toMatch(/&& tsx packages\/api-toolkit\/scripts\/next-steps\.ts$/);
  });

  it('start runs conformance against its own sandbox, which runs the write journey', () => {
    expect(manifest.scripts.start).toContain('npm run conformance');
    expect(manifest.scripts.conformance).not.toContain('--base-url');
  });
});

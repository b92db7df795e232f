// `ausd-api docs` refuses a reference URL it cannot link to, and unknown options, with exit 2 and the usage.
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

describe('ausd-api docs', () => {
  it.each([
    [['--reference-url', 'docs.example.com']],
    [['--reference-url', 'https://docs.example.com/#errors']],
    [['--colour']],
  ])('%j exits 2 with the usage', async (args) => {
    const result = await runCli('docs', args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: ausd-api docs');
  });
});

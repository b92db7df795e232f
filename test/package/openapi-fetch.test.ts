// openapi-fetch 0.17 over the exported `paths` compiles under strict TypeScript for every response field, open
// enums included, with moduleResolution bundler and nodenext (openapi-fetch/consumer.ts says what is checked).
import path from 'node:path';
import { expect, it } from 'vitest';
import { integratorsTsc } from '../../tools/tsc.js';
import { runCommand } from '../support/run-command.js';

const fixture = path.resolve('test/package/openapi-fetch');

async function compile(
  resolution: 'bundler' | 'nodenext',
): Promise<{ resolution: string; code: number; output: string }> {
  const { code, stdout } = await runCommand(process.execPath, [integratorsTsc, '-p', `tsconfig.${resolution}.json`], {
    cwd: fixture,
  });
  return { resolution, code, output: stdout };
}

it('compiles an openapi-fetch consumer of every response with moduleResolution bundler and nodenext', async () => {
  const outcomes = await Promise.all([compile('bundler'), compile('nodenext')]);
  expect(outcomes).toEqual([
    { resolution: 'bundler', code: 0, output: '' },
    { resolution: 'nodenext', code: 0, output: '' },
  ]);
}, 120_000);

// The client's package README is what an integrator reads after `npm install`: it names every option of
// `createClient` and of a call, every paging helper and `ensure`, and states the retry rules the runtime follows.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Project } from 'ts-morph';
import { expect, it } from 'vitest';

const readme = readFileSync(new URL('../../packages/client/README.md', import.meta.url), 'utf8');
const project = new Project({
  tsConfigFilePath: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  skipAddingFilesFromTsConfig: true,
});
const client = project.addSourceFileAtPath(
  fileURLToPath(new URL('../../packages/client/src/generated/client.ts', import.meta.url)),
);
project.resolveSourceFileDependencies();

/** Property or method names of an exported type or class of the generated client. */
function members(name: string): string[] {
  const [declaration] = client.getExportedDeclarations().get(name) ?? [];
  expect(declaration, name).toBeDefined();
  return declaration!
    .getType()
    .getProperties()
    .map((property) => property.getName())
    .filter((member) => !member.startsWith('_'));
}

it.each(['ClientOptions', 'CallOptions'])('names every member of %s', (name) => {
  const missing = members(name).filter((member) => !readme.includes(`\`${member}`));
  expect(missing).toEqual([]);
});

it('names every paging helper and ensure', () => {
  const helpers = ['first', 'pages', 'toArray', 'each', 'ensure', 'for await', 'isErrorOf', 'withResponse'];
  expect(helpers.filter((helper) => !readme.includes(helper))).toEqual([]);
});

it('states which failures are retried for reads and for writes', () => {
  expect(readme).toMatch(/## Retries and write safety/);
  expect(readme).toMatch(/Reads \(GET\) and the token exchange are retried on 429, 500, 503/);
  expect(readme).toMatch(/Writes \(POST, PUT\) are retried only .*429.*503.*never made/s);
  expect(readme).toMatch(/After a 500, a timeout or a connection dropped/);
});

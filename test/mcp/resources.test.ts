// The server's resources through the SDK's client: the contract as @ausd/contract ships it, and each guide page
// of the reference as Markdown.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guides } from '../../packages/mcp/src/generated/guides.js';
import { startRig, type McpRig } from './harness.js';

let rig: McpRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

describe('resources', () => {
  it('lists the contract and every guide page', async () => {
    const { resources } = await rig.mcp.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      'ausd://contract/openapi.json',
      ...guides.map((guide) => `ausd://guides/${guide.name}`),
    ]);
    expect(guides.map((guide) => guide.title)).toEqual(
      expect.arrayContaining(['Authentication', 'Pagination and filtering', 'Errors']),
    );
  });

  it('reads the contract as @ausd/contract ships it', async () => {
    const { contents } = await rig.mcp.readResource({ uri: 'ausd://contract/openapi.json' });
    expect(contents[0]).toMatchObject({ mimeType: 'application/json' });
    expect((contents[0] as { text: string }).text).toBe(readFileSync('generated/openapi.json', 'utf8'));
  });

  it('reads a guide page as Markdown, without the HTML the reference renders', async () => {
    const { contents } = await rig.mcp.readResource({ uri: 'ausd://guides/errors' });
    const text = (contents[0] as { text: string }).text;
    expect(contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    expect(text).toMatch(/^### parameter_invalid$/m);
    expect(text.replace(/`[^`]*`/g, '')).not.toMatch(/<\/?(p|div|table|code|strong|a)\b/);
  });

  it('refuses a URI it does not offer, naming resources/list', async () => {
    await expect(rig.mcp.readResource({ uri: 'ausd://guides/nothing' })).rejects.toThrow(/resources\/list/);
  });
});

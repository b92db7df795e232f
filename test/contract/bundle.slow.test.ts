import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundleContract } from '../../generators/contract.js';

const committed = (name: string) => readFile(new URL(`../../generated/${name}`, import.meta.url), 'utf8');

describe('bundle', () => {
  it('the committed generated/openapi.{yaml,json} equal a fresh bundle of spec/', async () => {
    const fresh = await bundleContract('spec/openapi.yaml');
    expect(await committed('openapi.yaml')).toBe(fresh.yaml);
    expect(await committed('openapi.json')).toBe(fresh.json);
  });

  it('the YAML and JSON bundles carry the same document, with only local references', async () => {
    const json = await committed('openapi.json');
    expect(parse(await committed('openapi.yaml'))).toEqual(JSON.parse(json));
    const refs = [...json.matchAll(/"\$ref": "([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !ref?.startsWith('#/components/'))).toEqual([]);
  });
});

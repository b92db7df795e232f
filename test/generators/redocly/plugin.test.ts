// A rule of the plugin runs on the contract only when redocly.yaml enables it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rules } from '../../../generators/redocly/rules/index.js';

describe('the Redocly plugin', () => {
  it('has every rule enabled as an error in redocly.yaml', () => {
    const config = parse(readFileSync(new URL('../../../redocly.yaml', import.meta.url), 'utf8')) as {
      rules: Record<string, unknown>;
    };
    expect(Object.keys(rules).filter((id) => config.rules[`ausd/${id}`] !== 'error')).toEqual([]);
  });
});

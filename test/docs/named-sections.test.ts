// Every section a doc, a help text or the next steps of `npm start` send the reader to is there: the file exists and
// holds that heading.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../packages/api-toolkit/scripts/next-steps.js';
import { commands, type CommandName } from '../../packages/api-toolkit/src/cli/commands/index.js';
import { runCli } from '../support/run-cli.js';
import { anchorOf, missingSections, namedSections } from './named-sections.js';

const docs = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'spec/README.md',
  'test/README.md',
  'generators/README.md',
  'packages/README.md',
  'packages/conformance/src/README.md',
  'packages/sandbox/README.md',
];

describe('named sections', () => {
  it('the next steps of npm start', () => {
    expect(namedSections(nextSteps).length).toBeGreaterThan(0);
    expect(missingSections(nextSteps)).toEqual([]);
  });

  it.each(Object.keys(commands) as CommandName[])('ausd-api %s --help', async (name) => {
    const { stdout } = await runCli(name, ['--help']);
    expect(missingSections(stdout)).toEqual([]);
  });

  it.each(docs)('%s', (file) => {
    expect(missingSections(readFileSync(file, 'utf8'), file)).toEqual([]);
  });
});

describe('how a named section is read', () => {
  it('finds the quoted, parenthesised, linked and anchored forms', () => {
    const text =
      'See README.md, "Quick start"; [x](test/README.md) ("Tests"), bench/RESULTS.md ("Footprint") and ' +
      'CONTRIBUTING.md#a-release.';
    expect(namedSections(text)).toEqual([
      { file: 'README.md', section: 'Quick start' },
      { file: 'test/README.md', section: 'Tests' },
      { file: 'bench/RESULTS.md', section: 'Footprint' },
      { file: 'CONTRIBUTING.md', section: '#a-release' },
    ]);
  });

  it('reports a section the file does not have, and a file that does not exist', () => {
    expect(missingSections('README.md, "Testing an integration" and nothing.md#top')).toEqual([
      'README.md "Testing an integration"',
      'nothing.md "#top"',
    ]);
    expect(anchorOf('Conformance: fault detection')).toBe('conformance-fault-detection');
  });
});

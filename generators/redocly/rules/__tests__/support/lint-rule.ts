// Lints an inline YAML document with one rule of the plugin, in-process, as @redocly/cli runs it from redocly.yaml.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import ausdPlugin from '../../../plugin.js';

export interface RuleProblem {
  message: string;
  /** JSON pointer of the first location reported. */
  pointer: string | undefined;
}

/** The problems rule `ausd/<id>` reports on `source` (a whole OpenAPI document as YAML), and only those. */
export async function lintWithRule(id: string, source: string): Promise<RuleProblem[]> {
  const config = await createConfig({ plugins: [ausdPlugin()], rules: { [`ausd/${id}`]: 'error' } });
  const problems = await lintFromString({ source, absoluteRef: '/contract/openapi.yaml', config });
  return problems.map((problem) => {
    if (problem.ruleId !== `ausd/${id}`) throw new Error(`unexpected ${problem.ruleId}: ${problem.message}`);
    return { message: problem.message, pointer: problem.location[0]?.pointer };
  });
}

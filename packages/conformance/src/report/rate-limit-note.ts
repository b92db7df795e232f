// What the deployment's rate limit cost a run, in the text summary and the HTML report alike: the waiting as seconds
// and as a share of the run (the time at least one request waited, so never above 100%), and the limit that
// answered in the deployment's own words, which name it and the option that lifts it on a sandbox.
import type { Report } from './report.js';

export function rateLimitNote(report: Report): string | undefined {
  const { answers, waitedMs, messages } = report.rateLimited;
  if (answers === 0) return undefined;
  const share = report.durationMs > 0 ? `, ${Math.round((waitedMs / report.durationMs) * 100)}% of the run's ` : ' of ';
  const said =
    messages.length === 0
      ? 'Its 429 bodies named no limit.'
      : `The deployment said: ${messages.map((message) => `"${message}"`).join('; ')}`;
  return (
    `Rate limited: ${answers} ${answers === 1 ? 'answer' : 'answers'} 429 from the deployment; requests waited ` +
    `${(waitedMs / 1000).toFixed(1)} s${share}${(report.durationMs / 1000).toFixed(1)} s. ${said}`
  );
}

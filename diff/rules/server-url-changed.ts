import { defineRule } from '../rule.js';

export default defineRule({
  id: 'server-url-changed',
  level: 'warning',
  subject: 'document',
  rationale: 'Clients configured with the documented base address may need to move; deployments supply their own.',
  check({ base, head }, report) {
    const urls = (servers: { url: string }[] | undefined) => (servers ?? []).map((server) => server.url);
    const after = urls(head.document.servers);
    for (const url of urls(base.document.servers))
      if (!after.includes(url)) report(`Server '${url}' is no longer listed.`, '/servers');
  },
});

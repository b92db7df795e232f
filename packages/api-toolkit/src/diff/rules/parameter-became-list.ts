import { defineRule } from '../rule.js';
import { becameList } from '../readers/parameter-values.js';

export default defineRule({
  id: 'parameter-became-list',
  level: 'info',
  subject: 'parameter',
  rationale:
    'A single value is written on the wire as a list of one (`?x=a`), so calls sent before stay valid; the values ' +
    'themselves are compared with the list items (a narrowed item type is still reported).',
  check(pair, report) {
    if (becameList(pair)) report(`Parameter '${pair.headParameter!.value.name}' now takes a list of values.`);
  },
});

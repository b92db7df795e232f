import { defineRule } from '../rule.js';
import { returns, schemaLabel } from '../schema.js';
import { names, propertyChanges } from '../readers/properties.js';

export default defineRule({
  id: 'response-closed-property-added',
  level: 'breaking',
  subject: 'schema',
  rationale:
    'The object is closed (`additionalProperties: false`, or `unevaluatedProperties: false` where it is used): a ' +
    'strict validator of the old contract, the conformance runner among them, refuses every answer carrying the ' +
    'new property. Responses may only narrow.',
  action: 'Accept the new property where you validate or parse the object strictly (regenerate the client).',
  check(pair, report) {
    if (pair.direction !== 'response' || !pair.baseClosed || !pair.headClosed) return;
    const { added } = propertyChanges(pair);
    if (added.length > 0)
      report(`${schemaLabel(pair.headPointer)} (closed) ${returns(pair)} new ${names(added)}.`, undefined, added);
  },
});

// The plugin's rules by id: `ausd/<id>` in a configuration, `rules/<id>.ts` here, its test beside it in
// rules/__tests__/<id>.test.ts.
import type { Oas3Rule } from '@redocly/openapi-core';
import boundedRequestLists from './bounded-request-lists.ts';
import declaredExtensions from './declared-extensions.ts';
import errorResponsesUseError from './error-responses-use-error.ts';
import listOperations from './list-operations.ts';
import listSemantics from './list-semantics.ts';
import noHtmlEventHandlers from './no-html-event-handlers.ts';
import operationExamples from './operation-examples.ts';
import rangeBounds from './range-bounds.ts';

export const rules: Record<string, Oas3Rule> = {
  'bounded-request-lists': boundedRequestLists,
  'declared-extensions': declaredExtensions,
  'error-responses-use-error': errorResponsesUseError,
  'list-operations': listOperations,
  'list-semantics': listSemantics,
  'no-html-event-handlers': noHtmlEventHandlers,
  'operation-examples': operationExamples,
  'range-bounds': rangeBounds,
};

// Every request body and every response body of every operation carries at least one example.
import type { Oas3MediaType, Oas3Response, Oas3Rule } from '@redocly/openapi-core';
import { at, follow } from '../rule-helpers/located.ts';

function hasExamples(media: Oas3MediaType): boolean {
  return media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
}

const operationExamples: Oas3Rule = () => ({
  Operation(operation, ctx) {
    const file = ctx.location.source.absoluteRef;
    const body = follow(at(operation.requestBody, file), ctx).node;
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      if (!hasExamples(media)) {
        ctx.report({
          message: `Request body ${type} has no example.`,
          location: ctx.location.child(['requestBody', 'content', type]),
        });
      }
    }
    for (const [status, responseRef] of Object.entries(operation.responses ?? {})) {
      const response = follow(at<Oas3Response>(responseRef, file), ctx).node;
      for (const [type, media] of Object.entries(response?.content ?? {})) {
        if (!hasExamples(media)) {
          ctx.report({
            message: `Response ${status} ${type} has no example.`,
            location: ctx.location.child(['responses', status]),
          });
        }
      }
    }
  },
});

export default operationExamples;

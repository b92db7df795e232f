// The contract stays valid for the validator most third-party generators run first (orval, among others, calls
// @apidevtools/swagger-parser's `validate`), not only for Redocly's lint.
import SwaggerParser from '@apidevtools/swagger-parser';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it.each(['generated/openapi.json', 'packages/sandbox/src/generated/helpers/openapi.json'])(
  'swagger-parser validates %s',
  async (name) => {
    const file = fileURLToPath(new URL(`../../${name}`, import.meta.url));
    await expect(SwaggerParser.validate(file)).resolves.toMatchObject({ openapi: '3.1.0' });
  },
);

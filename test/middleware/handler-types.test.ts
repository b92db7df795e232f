// Typed handlers: compiles handler-types.fixture.ts with the project's compiler options. An unused
// `@ts-expect-error` there (a mistake the types failed to catch) or any other error fails this test.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('generated handler types', () => {
  it('reject missing and mistyped handlers and type parsed input', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (config === undefined) throw new Error('tsconfig.json did not parse');
    const program = ts.createProgram([path.join(root, 'test/middleware/handler-types.fixture.ts')], {
      ...config.options,
      noEmit: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
  });
});

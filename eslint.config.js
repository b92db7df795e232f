// One lint configuration for the hand-written code; generated code is checked by its generators' tests instead.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { errorCatalog, operations, requestIdHeader } from '@ausd/express/operations';
import { contractFacts } from './generators/eslint/contract-facts.ts';
import noRestatedFact from './generators/eslint/no-restated-fact.ts';

const operationTable = { operations, errorCatalog, requestIdHeader };

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'packages/*/src/generated/**',
      '**/dist/**',
      '**/compiled/**',
      'node_modules/**',
      'bench/peers/**',
      'test-output/**',
      '.sandbox/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // One program over every linted file (tsconfig.eslint.json): the project service builds one per package and
      // type-checks each package's sources again inside the root's, which reaches them through its references.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware rules that catch real bugs in async HTTP code and cost little.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Code that serves or checks the API, and the faults that break it on purpose, read the contract's facts from
    // generated code (the faults their error codes too: nothing types them). The rules' tests beside them are tests.
    files: ['packages/*/src/**/*.ts', 'generators/**/*.ts', 'test/support/faults/**/*.ts'],
    ignores: ['**/__tests__/**'],
    plugins: { ausd: { rules: { 'no-restated-fact': noRestatedFact } } },
    rules: { 'ausd/no-restated-fact': ['error', contractFacts(operationTable)] },
  },
  {
    files: ['test/support/faults/**/*.ts'],
    rules: { 'ausd/no-restated-fact': ['error', contractFacts(operationTable, { errorCodes: true })] },
  },
  {
    // Tests read untyped JSON bodies off the wire; benchmarks drive peers through their untyped entry points. The
    // rules' tests live beside the rules, in `__tests__/`.
    files: ['test/**', '**/__tests__/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Type-level assertions: the declarations exist for their types and their @ts-expect-error lines.
    files: ['test/**/*.typecheck.ts', 'test/**/*.fixture.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

// What `npm start` prints last, once the contract is linted, generated and checked against a throwaway sandbox:
// where a new user goes next. test/cli/next-steps.test.ts checks every path and npm script it names exists,
// test/docs/named-sections.test.ts every section.
import { pathToFileURL } from 'node:url';

export const nextSteps = `
Next steps:
  1. Read the API reference: open generated/docs/index.html in a browser (offline, no server needed).
  2. Start the sandbox: npm run sandbox -- --port 4010 (it prints its API keys; its test helpers are in
     packages/sandbox/test-helpers.md).
  3. Run the integrator example, a client against an in-process sandbox:
     npx vitest run test/sandbox/integrator.example.test.ts (README.md, "Integrators: call the API and test
     against the sandbox", explains it).
`;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(nextSteps);

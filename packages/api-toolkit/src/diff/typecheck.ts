// The type-level check: the types integrators compile against (generators/types.ts, the same generator as
// generated/types.ts) are generated for base and head, and the TypeScript compiler (ts-morph) is asked, per
// operation, whether the new result is assignable to the old one and each old request type to the new one.
// Needs the devDependencies (openapi-typescript, handlebars, ts-morph): loaded only when the check is asked for.
import type { Contract } from './contract.js';
import { ContractInputError, typeCheckNeeds } from './input-error.js';
import { type Change, levelOf, type TypeRule } from './rule.js';
import { rules } from './rules/index.js';
import { isErrorStatus } from '@ausd/contract-model/error-codes';
import { pathShape } from './compare.js';

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const typeRules = rules.filter((rule): rule is TypeRule => rule.subject === 'types');

interface Probe {
  rule: TypeRule;
  operation: string;
  location: string;
  what: string;
  line: number;
}

async function loadTools() {
  try {
    const [{ typesArtifact }, { Project, ts }] = await Promise.all([
      import('@ausd/generators/types'),
      import('ts-morph'),
    ]);
    return { typesArtifact, Project, ts };
  } catch (error) {
    throw new ContractInputError(typeCheckNeeds(error));
  }
}

const exported = (source: string, name: string) =>
  new RegExp(`^export (?:type|interface) ${name}\\b`, 'm').test(source);

export async function typeChanges(base: Contract, head: Contract): Promise<Change[]> {
  const { typesArtifact, Project, ts } = await loadTools();
  const generate = async (contract: Contract) => {
    try {
      // The friendly per-operation types are named after operationIds: operations without one have none.
      const named = contract.operations.filter((operation) => operation.operation.operationId !== undefined);
      const [file] = await typesArtifact.generate({ ...contract, operations: named });
      return file?.contents ?? '';
    } catch (error) {
      throw new ContractInputError(
        `${contract.file}: the types cannot be generated: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const [baseTypes, headTypes] = await Promise.all([generate(base), generate(head)]);

  const lines = ["import type * as B from './base';", "import type * as H from './head';"];
  // Shared component schemas are related first, in both directions. Compared directly, the operation types
  // (indexed accesses into \`operations\`, intersections of allOf parts) were accepted by ts-morph's compiler
  // although a nested enum had gained a value; related bottom-up, the verdict is exact.
  const baseSchemas = new Set(Object.keys(base.document.components?.schemas ?? {}));
  const shared = Object.keys(head.document.components?.schemas ?? {}).filter((name) => baseSchemas.has(name));
  shared.forEach((name, i) => {
    const at = (side: string) => `${side}.components['schemas'][${JSON.stringify(name)}]`;
    lines.push(`declare const head${i}: ${at('H')}; export const asBase${i}: ${at('B')} = head${i};`);
    lines.push(`declare const base${i}: ${at('B')}; export const asHead${i}: ${at('H')} = base${i};`);
  });
  const probes: Probe[] = [];
  const baseByKey = new Map(
    base.operations.map((operation) => [`${operation.method} ${pathShape(operation.path)}`, operation]),
  );
  for (const headOperation of head.operations.filter((operation) => operation.operation.operationId !== undefined)) {
    const baseOperation = baseByKey.get(`${headOperation.method} ${pathShape(headOperation.path)}`);
    if (!baseOperation) continue;
    for (const rule of typeRules) {
      for (const suffix of rule.names) {
        const baseName = `${pascalCase(baseOperation.id)}${suffix}`;
        const headName = `${pascalCase(headOperation.id)}${suffix}`;
        const inBase = exported(baseTypes, baseName);
        const inHead = exported(headTypes, headName);
        const probe = (source: string, target: string, what: string) => {
          probes.push({ rule, operation: headOperation.id, location: headOperation.pointer, what, line: lines.length });
          const n = probes.length;
          lines.push(`declare const value${n}: ${source}; export const probe${n}: ${target} = value${n};`);
        };
        const what = baseName === headName ? baseName : `${baseName} → ${headName}`;
        if (rule.perErrorStatus) {
          if (!inBase || !inHead) continue;
          const statuses = headOperation.responses.map((r) => r.status).filter((status) => isErrorStatus(status));
          for (const status of statuses.filter((s) => baseOperation.responses.some((r) => r.status === s))) {
            const code = (side: string, name: string) => `${side}.${name}[${status}]['code']`;
            const has = (source: string, name: string) =>
              new RegExp(`interface ${name} \\{[^}]*\\n  ${status}:`).test(source);
            if (has(baseTypes, baseName) && has(headTypes, headName))
              probe(code('H', headName), code('B', baseName), `${what}[${status}]`);
          }
        } else if (rule.direction === 'response') {
          if (inBase && inHead) probe(`H.${headName}`, `B.${baseName}`, what);
        } else if (inHead) {
          // A request type that appears stands for an empty one before; a vanished one is for the wire rules.
          probe(inBase ? `B.${baseName}` : '{}', `H.${headName}`, what);
        }
      }
    }
  }

  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    },
  });
  project.createSourceFile('/base.ts', baseTypes);
  project.createSourceFile('/head.ts', headTypes);
  const check = project.createSourceFile('/check.ts', lines.join('\n'));
  const diagnostics = check.getPreEmitDiagnostics();

  const changes: Change[] = [];
  for (const probe of probes) {
    // Probe lines are 0-based; the compiler's line numbers 1-based.
    const found = diagnostics.find((diagnostic) => diagnostic.getLineNumber() === probe.line + 1);
    if (!found) continue;
    const text = found.getMessageText();
    let chain = typeof text === 'string' ? undefined : text.compilerObject;
    while (chain?.next?.[0]) chain = chain.next[0];
    const detail = (typeof text === 'string' ? text : (chain?.messageText ?? '')).replace(/\s+/g, ' ');
    const short = detail.length > 240 ? `${detail.slice(0, 237)}...` : detail;
    const verdict =
      probe.rule.direction === 'response'
        ? 'the new type is not assignable to the old'
        : 'the old type is not assignable to the new';
    const message = `${probe.what}: ${verdict} (${short})`;
    changes.push({
      id: probe.rule.id,
      level: levelOf(probe.rule),
      operations: [probe.operation],
      location: probe.location,
      message,
    });
  }
  return changes;
}

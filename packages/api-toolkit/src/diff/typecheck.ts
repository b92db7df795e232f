// The type-level check: the types integrators compile against (generators/types.ts, the same generator as
// generated/types.ts) are generated for base and head, and the TypeScript compiler (ts-morph) is asked, in one
// program per diff with a line per question, whether each operation's new result is assignable to the old one and
// each old request type to the new one.
// Needs the devDependencies (openapi-typescript, handlebars, ts-morph): loaded only when the check is asked for.
import type { Contract } from './contract.js';
import { ContractInputError, typeCheckNeeds } from './input-error.js';
import { type Change, levelOf, type TypeRule } from './rule.js';
import { rules } from './rules/index.js';
import { isErrorStatus } from '@ausd/contract-model/error-codes';
import { pathShape } from './compare.js';

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
    const [{ typesArtifact, typeName }, { Project, ts }] = await Promise.all([
      import('@ausd/generators/types'),
      import('ts-morph'),
    ]);
    return { typesArtifact, typeName, Project, ts };
  } catch (error) {
    throw new ContractInputError(typeCheckNeeds(error));
  }
}

/**
 * The friendly names a generated types file exports, each with the statuses of its error interface
 * (`export interface XErrors { 404: …; }`), read in one pass: a document of a thousand operations asks
 * for thousands of names.
 */
function exportedNames(source: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  let errors: Set<string> | undefined;
  for (const line of source.split('\n')) {
    const declared = /^export (type|interface) ([\p{L}\p{N}_$]+)/u.exec(line);
    if (declared) {
      const statuses = new Set<string>();
      names.set(declared[2]!, statuses);
      errors = declared[1] === 'interface' ? statuses : undefined;
    } else if (line === '}') {
      errors = undefined;
    } else if (errors) {
      const status = /^ {2}(\d\d\d|\dXX|default):/.exec(line)?.[1];
      if (status) errors.add(status);
    }
  }
  return names;
}

export async function typeChanges(base: Contract, head: Contract): Promise<Change[]> {
  const { typesArtifact, typeName, Project, ts } = await loadTools();
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
  const baseNames = exportedNames(baseTypes);
  const headNames = exportedNames(headTypes);

  const lines = [
    "import type * as B from './base';",
    "import type * as H from './head';",
    // An error body's code, or never where the body has none (other people's error shapes).
    'type CodeOf<T> = T extends { code: infer C } ? C : never;',
  ];
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
        const baseName = `${typeName(baseOperation.id)}${suffix}`;
        const headName = `${typeName(headOperation.id)}${suffix}`;
        const inBase = baseNames.has(baseName);
        const inHead = headNames.has(headName);
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
            const code = (side: string, name: string) => `CodeOf<${side}.${name}[${status}]>`;
            if (baseNames.get(baseName)?.has(status) && headNames.get(headName)?.has(status))
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

  // The first diagnostic of a probe's line is its verdict (lines read from the compiler's own line map).
  const byLine = new Map<number, (typeof diagnostics)[number]>();
  const compiled = check.compilerNode;
  for (const diagnostic of diagnostics) {
    const start = diagnostic.getStart();
    if (start === undefined) continue;
    const { line } = compiled.getLineAndCharacterOfPosition(start);
    if (!byLine.has(line)) byLine.set(line, diagnostic);
  }
  const changes: Change[] = [];
  for (const probe of probes) {
    const found = byLine.get(probe.line);
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

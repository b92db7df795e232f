// Reads the error `code` values a response allows: each per-code error schema fixes `code` with `const`,
// and a response lists its codes by referencing those schemas (directly, or in a oneOf/anyOf).
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ContractModel, OperationEntry } from './model.js';

export function schemaErrorCodes(
  model: ContractModel,
  schema: SchemaObject | ReferenceObject,
  pointer: string,
): string[] {
  const resolved = model.resolve<SchemaObject>(schema, pointer);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives) {
    return [
      ...new Set(
        alternatives.flatMap((alternative, index) =>
          schemaErrorCodes(model, alternative, `${pointer}/${resolved.oneOf ? 'oneOf' : 'anyOf'}/${index}`),
        ),
      ),
    ];
  }
  const code = resolved.properties?.code;
  if (code !== undefined) {
    const codeSchema = model.resolve<SchemaObject>(code, `${pointer}/properties/code`);
    if (typeof codeSchema.const === 'string') return [codeSchema.const];
    if (codeSchema.enum?.every((value): value is string => typeof value === 'string')) return codeSchema.enum;
  }
  // Inheritance via allOf: the part that fixes `code` decides.
  for (const [index, part] of (resolved.allOf ?? []).entries()) {
    const codes = schemaErrorCodes(model, part, `${pointer}/allOf/${index}`);
    if (codes.length > 0) return codes;
  }
  return [];
}

export function isErrorStatus(status: string): boolean {
  return /^[45]/.test(status);
}

/** Error codes per error status of one operation, in declaration order. */
export function operationErrorCodes(model: ContractModel, operation: OperationEntry): Map<string, string[]> {
  const byStatus = new Map<string, string[]>();
  for (const response of operation.responses) {
    if (!isErrorStatus(response.status)) continue;
    const codes = Object.entries(response.value.content ?? {}).flatMap(([type, media]) =>
      media.schema
        ? schemaErrorCodes(model, media.schema, `${response.pointer}/content/${type.replace('/', '~1')}/schema`)
        : [],
    );
    byStatus.set(response.status, [...new Set(codes)]);
  }
  return byStatus;
}

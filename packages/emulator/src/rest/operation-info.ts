import { schemaCatalog } from '@baykit/spec';

/** The success status the emulator answers with: 200 when the spec has it, else the spec's first success code. */
export function successStatus(api: string, operationId: string): number {
  const statuses = schemaCatalog[api]?.operations[operationId]?.statuses ?? [200];
  return statuses.includes(200) ? 200 : (statuses[0] ?? 200);
}

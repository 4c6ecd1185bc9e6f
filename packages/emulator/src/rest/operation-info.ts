import { schemaCatalog } from '@baykit/spec';

/** The success status the emulator answers with: 200 when the spec has it, else the spec's first success code. */
export function successStatus(api: string, operationId: string): number {
  const statuses = schemaCatalog[api]?.operations[operationId]?.statuses ?? [200];
  return statuses.includes(200) ? 200 : (statuses[0] ?? 200);
}

/** The status a call that created something answers with: 201 when the contract lists it, else `successStatus`. */
export function createdStatus(api: string, operationId: string): number {
  const statuses = schemaCatalog[api]?.operations[operationId]?.statuses ?? [];
  return statuses.includes(201) ? 201 : successStatus(api, operationId);
}

/** Whether the contract gives a created resource's URI in a `Location` header. */
export function givesLocation(api: string, operationId: string): boolean {
  return schemaCatalog[api]?.operations[operationId]?.location === true;
}

/**
 * The status and `error` of `POST /__emulator/simulate/<event>` with `fields` sent as JSON as they are (any fields,
 * typed or not): what the simulation tests use to see a refusal the typed admin client would not let them send.
 */
export async function simulateRaw(
  baseUrl: string,
  event: string,
  fields: Record<string, unknown>,
): Promise<{ status: number; error: unknown }> {
  const answer = await fetch(`${baseUrl}/__emulator/simulate/${event}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: answer.status, error: ((await answer.json()) as { error?: unknown }).error };
}

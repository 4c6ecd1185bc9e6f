import { readCapped } from '../pipeline/body-limit.js';

/** The body past the cap (internal marker). */
class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of a request body; undefined when it is larger (declared or actual). */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  try {
    return await readCapped(request.body, limit, () => new BodyTooLarge());
  } catch (error) {
    if (error instanceof BodyTooLarge) return undefined;
    throw error;
  }
}

/** A plain-text answer of a notification endpoint. */
export const textAnswer = (status: number, message: string): Response =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

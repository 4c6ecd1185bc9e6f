import { readCapped } from '../pipeline/body-limit.js';
import type { Outcome } from './dedupe.js';

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

/**
 * The answer for what became of a verified push, `processed` being `okStatus` (what eBay waits for). A copy of a
 * processed push is a success too, so eBay stops sending it; one that arrives while another delivery of it is
 * being processed is a 409, so eBay sends it again later, when the first has either succeeded or failed.
 */
export function outcomeAnswer(outcome: Outcome, okStatus: number): Response {
  switch (outcome) {
    case 'processed':
    case 'duplicate':
      return new Response(null, { status: okStatus });
    case 'in-progress':
      return textAnswer(409, 'Another delivery of this notification is being processed; deliver it again later.');
    case 'store-unavailable':
      return textAnswer(503, 'The store of processed notifications is unavailable; deliver it again later.');
    case 'failed':
      // The detail stays with the application (it threw); eBay only needs to know to deliver again.
      return textAnswer(500, 'The notification could not be processed; deliver it again later.');
  }
}

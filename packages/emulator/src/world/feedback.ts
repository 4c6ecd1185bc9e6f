// Leaving feedback, whichever API or simulation leaves it: the one feedback store (world/stores/feedback.ts) keeps
// the entry, and the world hears of it (`feedback.left`, docs/architecture.md#world-events).
import type { EmulatorContext } from '../context.js';
import { emit } from './events.js';
import { addFeedback, type FeedbackEntry } from './stores/feedback.js';

/**
 * Adds a checked entry to the one feedback store (the caller has checked who may leave it), then `feedback.left`: the
 * recipient's feedback profile and the feedback notifications follow it (world/subscribers.ts).
 */
export function recordFeedback(ctx: EmulatorContext, entry: Omit<FeedbackEntry, 'feedbackId'>): FeedbackEntry {
  const added = addFeedback(ctx.state.world.feedback, entry);
  emit(ctx, 'feedback.left', {
    feedbackId: added.feedbackId,
    from: added.from,
    to: added.to,
    role: added.role,
    commentType: added.commentType,
    orderId: added.order.orderId,
    lineItemId: added.line.lineItemId,
    itemId: added.line.legacyItemId,
  });
  return added;
}

// Trading platform notifications of feedback, as consequences of `feedback.left` (wired in world/subscribers.ts),
// whichever API or simulation left it, each with GetFeedback's fields (the entry as `FeedbackDetail`):
// - `FeedbackReceived` to the member rated (https://developer.ebay.com/api-docs/static/pn_feedback-received.html);
// - `FeedbackLeft` to the member who rated (https://developer.ebay.com/api-docs/static/pn_feedback-left.html);
// - `Feedback` to both parties of the order line (https://developer.ebay.com/api-docs/static/pn_feedback.html).
import type { EmulatorContext } from '../context.js';
import { detailXml } from '../xml/trading-feedback-view.js';
import type { WorldEvent } from './events.js';
import { feedbackProfile } from './feedback-profile.js';
import { platformPush } from './platform-push.js';

/** `feedback.left`: `FeedbackReceived` to the recipient, `FeedbackLeft` to the author, `Feedback` to both. */
export function platformFeedback(event: WorldEvent<'feedback.left'>, ctx: EmulatorContext): void {
  const { feedbackId, from, to } = event.data;
  const entry = ctx.state.world.feedback.entries.find((e) => e.feedbackId === feedbackId);
  if (!entry) return;
  const score = (user: string): number => feedbackProfile(ctx, user).score;
  const fields = (user: string): Record<string, unknown> => ({
    FeedbackDetailArray: { FeedbackDetail: [detailXml(entry, score)] },
    FeedbackDetailItemTotal: '1',
    FeedbackScore: String(score(user)),
  });
  for (const [user, name] of [
    [to, 'FeedbackReceived'],
    [from, 'FeedbackLeft'],
    [to, 'Feedback'],
    [from, 'Feedback'],
  ] as const)
    void platformPush(ctx, user, name, 'GetFeedback', fields(user));
}

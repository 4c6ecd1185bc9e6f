// Trading platform notifications of member messages, as consequences of `message.sent` (wired in
// world/subscribers.ts), whichever API or simulation sent the message:
// - `AskSellerQuestion` to the seller when a member asks about one of the seller's listings, with GetMemberMessages'
//   fields (https://developer.ebay.com/api-docs/static/pn_ask-seller-question.html);
// - `MyMessagesM2MMessage` (the message with its text, GetMyMessages ReturnMessages) and `MyMessagesM2MMessageHeader`
//   (its headers, ReturnHeaders) to the recipient of any member-to-member message in My Messages
//   (https://developer.ebay.com/api-docs/static/pn_my-messages.html). eBay lets a user subscribe to one of the two at
//   a time; the emulator sends each to whoever enabled it.
import type { EmulatorContext } from '../context.js';
import { memberMessageExchange } from '../xml/trading-messages.js';
import { myMessageXml } from '../xml/trading-my-messages.js';
import type { WorldEvent } from './events.js';
import { platformPush } from './platform-push.js';
import { mailboxOf } from './stores/messages.js';

/** `message.sent` of a question about a listing: `AskSellerQuestion` to the listing's seller (the recipient). */
export function platformAskSellerQuestion(event: WorldEvent<'message.sent'>, ctx: EmulatorContext): void {
  const { kind, recipient, messageId } = event.data;
  const message = ctx.state.world.messages.messages.get(messageId);
  if (kind !== 'AskSellerQuestion' || !message) return;
  void platformPush(ctx, recipient, 'AskSellerQuestion', 'GetMemberMessages', {
    MemberMessage: { MemberMessageExchange: [memberMessageExchange(message)] },
  });
}

/** `message.sent`: `MyMessagesM2MMessage` and `MyMessagesM2MMessageHeader` to the recipient, as their Inbox shows it. */
export function platformMyMessages(event: WorldEvent<'message.sent'>, ctx: EmulatorContext): void {
  const { recipient, messageId } = event.data;
  const box = mailboxOf(ctx.state.world.messages, recipient);
  const entry = box.entries.get(messageId);
  if (!entry) return;
  for (const [name, full] of [
    ['MyMessagesM2MMessage', true],
    ['MyMessagesM2MMessageHeader', false],
  ] as const)
    void platformPush(ctx, recipient, name, 'GetMyMessages', {
      Messages: { Message: [myMessageXml(ctx, box, entry, full)] },
    });
}

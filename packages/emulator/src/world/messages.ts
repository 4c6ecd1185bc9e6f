// Sending a member message, whichever API or simulation sends it: the one message store (world/stores/messages.ts)
// keeps it, and the world hears of it (`message.sent`, docs/architecture.md#world-events).
import type { EmulatorContext } from '../context.js';
import { emit } from './events.js';
import { deliver, type OutgoingMessage, type StoredMessage } from './stores/messages.js';

/**
 * A member sends a message: stored in the recipient's Inbox and the sender's Sent folder (`deliver`), then
 * `message.sent` (its notifications subscribe to it, world/subscribers.ts). The seed's messages are delivered without
 * an event.
 */
export function sendMemberMessage(ctx: EmulatorContext, message: OutgoingMessage): StoredMessage {
  const stored = deliver(ctx.state.world.messages, message);
  emit(ctx, 'message.sent', {
    messageId: stored.messageId,
    conversationId: stored.conversationId,
    sender: stored.sender,
    recipient: stored.recipient,
    kind: stored.kind,
    subject: stored.subject,
    ...(stored.itemId ? { itemId: stored.itemId } : {}),
    ...(stored.parentId ? { parentId: stored.parentId } : {}),
  });
  return stored;
}

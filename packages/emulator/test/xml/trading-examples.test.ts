import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, exampleValues } from '../../src/index.js';
import { sellerClient } from './trading-order-helpers.js';

// exampleValues names a seeded order line, a received feedback entry and a buyer's question that exist: the
// explorer's samples for CompleteSale, SendInvoice, RespondToFeedback and AddMemberMessageRTQ succeed with them, for
// the default seed and others. LeaveFeedback refuses the seeded line: its order is older than the 60 days feedback is
// left in (the explorer's intended outcome, apps/explorer/server/catalog/sample-outcomes.ts).

const emulators = [createEmulator(), createEmulator({ seed: 7 })];
const clients: EbayClient[] = [];

beforeAll(async () => {
  for (const emulator of emulators) clients.push(await sellerClient((await emulator.listen(0)).url));
});
afterAll(async () => {
  for (const client of clients) await client.close();
  for (const emulator of emulators) await emulator.close();
});

it.each([
  [0, undefined],
  [1, 7],
])('names a sale and a feedback entry of the seeded state (emulator %i, seed %s)', async (i, seed) => {
  const { sale, feedback } = exampleValues(emulators[i]!, seed);
  const seller = clients[i]!;
  await seller.trading.SendInvoice({ OrderID: sale.orderId });
  await seller.trading.CompleteSale({ ItemID: sale.itemId, TransactionID: sale.transactionId, Shipped: true });
  await expect(
    seller.trading.LeaveFeedback({
      ItemID: sale.itemId,
      TransactionID: sale.transactionId,
      TargetUser: sale.buyer,
      CommentType: 'Positive',
      CommentText: 'Quick payment, thank you.',
    }),
  ).rejects.toMatchObject({ code: 37, description: expect.stringMatching(/within 60 days/) });
  await seller.trading.RespondToFeedback({
    FeedbackID: feedback.feedbackId,
    TargetUserID: feedback.from,
    ResponseType: 'Reply',
    ResponseText: 'Thank you for your order!',
  });
  const order = await seller.sell.fulfillment.getOrder(sale.orderId);
  expect(order.buyer?.username).toBe(sale.buyer);
  expect(order.orderFulfillmentStatus).not.toBe('NOT_STARTED');
});

it.each([
  [0, undefined],
  [1, 7],
])('names a question a buyer asked the test seller (emulator %i, seed %s)', async (i, seed) => {
  const { question } = exampleValues(emulators[i]!, seed);
  const seller = clients[i]!;
  const asked = await seller.trading.GetMemberMessages({
    MailMessageType: 'AskSellerQuestion',
    MemberMessageID: question.messageId,
  });
  expect(asked.MemberMessage?.MemberMessageExchange?.[0]).toMatchObject({
    Item: { ItemID: question.itemId },
    Question: { MessageID: question.messageId, SenderID: question.from },
  });
  await seller.trading.AddMemberMessageRTQ({
    ItemID: question.itemId,
    MemberMessage: { Body: 'Yes, it does.', ParentMessageID: question.messageId, RecipientID: [question.from] },
  });
  const { message } = exampleValues(emulators[i]!, seed);
  const inbox = await seller.trading.GetMyMessages({ DetailLevel: ['ReturnHeaders'], FolderID: 0 });
  expect(inbox.Messages?.Message?.find((m) => m.MessageID === message.messageId)).toMatchObject({
    Sender: message.from,
  });
});

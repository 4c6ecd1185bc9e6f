import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { expectValidTradingAnswer, LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { platformReceiver, subscribePlatform, type PlatformReceiver } from './platform-receiver.js';
import { simulateRaw } from './simulate-raw.js';

// `POST /__emulator/simulate/buyer-message`: a buyer asks about a listing or writes about an order; the message is in
// the seller's GetMemberMessages, GetMyMessages and Commerce Message conversations, `message.sent` is logged and the
// Trading notifications follow (AskSellerQuestion, MyMessagesM2MMessage). The seller's AddMemberMessageRTQ answer is
// `message.sent` too. Over HTTP on 127.0.0.1, notifications received by baykit's platform handler.

const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/commerce.message',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
];
const SELLER = 'testuser_baykit';
const BUYER = 'jsmith_42';
const emulator = createEmulator({ seed: 43 });
let seller: EbayClient;
let buyer: EbayClient;
let admin: EmulatorAdmin;
let receiver: PlatformReceiver;

type Fields = Record<string, unknown>;

/** Lists a lamp through Trading AddFixedPriceItem; its legacy item id. */
async function listLamp(title: string, quantity = 3): Promise<string> {
  const { ItemID } = await seller.trading.AddFixedPriceItem({
    Item: {
      Title: title,
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: 25,
      Quantity: quantity,
      ConditionID: 1000,
    },
  });
  return ItemID ?? '';
}

/** The status and `error` of a simulated buyer message of `fields` (any fields, typed or not). */
async function refusal(fields: Fields): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'buyer-message', fields);
}

/** How many `message.sent` events the log holds. */
const sentCount = async (): Promise<number> =>
  (await admin.events({ type: 'message.sent', limit: 1000 })).events.length;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0 });
  buyer = await signedInClient(url, SCOPES, BUYER, { maxRetries: 0 });
  receiver = await platformReceiver();
  const events = ['AskSellerQuestion', 'MyMessagesM2MMessage', 'MyMessagesM2MMessageHeader'] as const;
  await subscribePlatform(seller, receiver.url, events);
  await subscribePlatform(buyer, receiver.url, events);
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
  await receiver.close();
});

describe('a question about a listing', () => {
  it("is the seller's AskSellerQuestion in GetMemberMessages and GetMyMessages, message.sent, and its notifications", async () => {
    const itemId = await listLamp('Question lamp');
    const made = await admin.simulate('buyer-message', {
      listingId: itemId,
      body: 'Does it take E27 bulbs?',
      questionType: 'General',
    });
    expect(made).toMatchObject({ recipient: SELLER, kind: 'AskSellerQuestion', messageId: expect.any(String) });

    const asked = await seller.trading.GetMemberMessages({ MailMessageType: 'AskSellerQuestion', ItemID: itemId });
    const exchanges = asked.MemberMessage?.MemberMessageExchange ?? [];
    expect(
      exchanges.map((e) => [e.Question?.MessageID, e.Question?.SenderID, e.Question?.Body, e.MessageStatus]),
    ).toEqual([[made.messageId, BUYER, 'Does it take E27 bulbs?', 'Unanswered']]);
    const inbox = await seller.trading.GetMyMessages({ DetailLevel: ['ReturnHeaders'], FolderID: 0 });
    expect(inbox.Messages?.Message?.find((m) => m.MessageID === made.messageId)).toMatchObject({
      Sender: BUYER,
      Subject: `Question about item #${itemId}: Question lamp`,
      Read: 'false',
    });

    const logged = await admin.events({ type: 'message.sent' });
    const event = logged.events.find((e) => made.events.includes(e.id));
    expect(event?.data).toEqual({
      messageId: made.messageId,
      conversationId: expect.any(String),
      sender: BUYER,
      recipient: SELLER,
      kind: 'AskSellerQuestion',
      subject: `Question about item #${itemId}: Question lamp`,
      itemId,
    });

    await expect.poll(() => receiver.of('AskSellerQuestion', SELLER).length).toBe(1);
    const question = receiver.of('AskSellerQuestion', SELLER)[0]!;
    expect(question.callName).toBe('GetMemberMessages');
    expect(question.body.MemberMessage).toMatchObject({
      MemberMessageExchange: { Question: { MessageID: made.messageId, SenderID: BUYER }, Item: { ItemID: itemId } },
    });
    await expectValidTradingAnswer('GetMemberMessages', question.body);
    await expect.poll(() => receiver.of('MyMessagesM2MMessage', SELLER).length).toBe(1);
    const full = receiver.of('MyMessagesM2MMessage', SELLER)[0]!;
    expect(full.body.Messages).toMatchObject({
      Message: { MessageID: made.messageId, Text: 'Does it take E27 bulbs?' },
    });
    await expectValidTradingAnswer('GetMyMessages', full.body);
    await expect.poll(() => receiver.of('MyMessagesM2MMessageHeader', SELLER).length).toBe(1);
    expect(JSON.stringify(receiver.of('MyMessagesM2MMessageHeader', SELLER)[0]!.body)).not.toContain('E27');
  });

  it("the seller's AddMemberMessageRTQ answer is message.sent too, and the buyer hears of it", async () => {
    const itemId = await listLamp('Answered lamp');
    const made = await admin.simulate('buyer-message', { itemId: `v1|${itemId}|0`, body: 'Is the shade glass?' });
    const before = await sentCount();
    await seller.trading.AddMemberMessageRTQ({
      ItemID: itemId,
      MemberMessage: { Body: 'Yes, frosted glass.', ParentMessageID: made.messageId, RecipientID: [BUYER] },
    });
    const answered = (await admin.events({ type: 'message.sent', limit: 1000 })).events.slice(before);
    expect(answered.map((e) => e.data)).toEqual([
      expect.objectContaining({
        sender: SELLER,
        recipient: BUYER,
        kind: 'ResponseToASQQuestion',
        parentId: made.messageId,
      }),
    ]);
    await expect
      .poll(() => receiver.of('MyMessagesM2MMessage', BUYER).map((p) => JSON.stringify(p.body)))
      .toEqual([expect.stringContaining('Yes, frosted glass.')]);
    const asked = await seller.trading.GetMemberMessages({ MailMessageType: 'All', ItemID: itemId });
    expect(asked.MemberMessage?.MemberMessageExchange?.[0]?.MessageStatus).toBe('Answered');
  });
});

describe('a message about an order', () => {
  it("goes to the order's seller as ContactTransactionPartner, in Commerce Message's conversations too", async () => {
    const itemId = await listLamp('Ordered lamp');
    const { orderId } = await admin.simulate('purchase', { listingId: itemId });
    const made = await admin.simulate('buyer-message', { orderId, body: 'Could you ship it in a box?' });
    expect(made).toMatchObject({ recipient: SELLER, kind: 'ContactTransactionPartner' });
    const inbox = await seller.trading.GetMyMessages({
      DetailLevel: ['ReturnMessages'],
      MessageIDs: { MessageID: [made.messageId] },
    });
    expect(inbox.Messages?.Message?.[0]).toMatchObject({
      Sender: BUYER,
      ItemID: itemId,
      MessageType: 'ContactTransactionPartner',
      Text: 'Could you ship it in a box?',
    });
    const { conversations } = await seller.commerce.message.getConversations({ conversation_type: 'FROM_MEMBERS' });
    expect(conversations?.some((c) => c.latestMessage?.messageId === made.messageId)).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('an unknown listing or order is 404', async () => {
    const before = await sentCount();
    expect(await refusal({ listingId: '999999999999', body: 'Hello?' })).toMatchObject({
      status: 404,
      error: expect.stringContaining('no listing 999999999999'),
    });
    expect(await refusal({ orderId: '99-99999-99999', body: 'Hello?' })).toMatchObject({
      status: 404,
      error: 'no order 99-99999-99999',
    });
    expect(await sentCount()).toBe(before);
  });

  it("an ended listing, the seller asking itself, or a member other than the order's buyer is 409", async () => {
    const itemId = await listLamp('Sold out lamp', 1);
    const { orderId } = await admin.simulate('purchase', { listingId: itemId });
    const before = await sentCount();
    expect(await refusal({ listingId: itemId, body: 'Still there?' })).toMatchObject({
      status: 409,
      error: expect.stringContaining('has ended'),
    });
    const open = await listLamp('Own lamp');
    expect(await refusal({ listingId: open, body: 'Mine?', buyer: SELLER })).toMatchObject({ status: 409 });
    expect(await refusal({ orderId, body: 'Where is it?', buyer: 'someone_else' })).toMatchObject({
      status: 409,
      error: expect.stringContaining(`only its buyer writes`),
    });
    expect(await sentCount()).toBe(before);
  });

  it('fields it cannot take are 400, each saying what to fix', async () => {
    const itemId = await listLamp('Picky lamp');
    expect(await refusal({ listingId: itemId })).toMatchObject({
      status: 400,
      error: expect.stringContaining('body is required'),
    });
    expect(await refusal({ listingId: itemId, body: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      error: 'body must be text of 1 to 2000 characters',
    });
    expect(await refusal({ listingId: itemId, body: 'Hi', questionType: 'Gossip' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('questionType must be one of General'),
    });
    expect(await refusal({ listingId: itemId, orderId: '12-34567-89012', body: 'Hi' })).toMatchObject({ status: 400 });
    expect(await refusal({ body: 'Hi' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('exactly one of'),
    });
    expect(await refusal({ listingId: itemId, body: 'Hi', buyer: 'not a name' })).toMatchObject({ status: 400 });
    expect(await refusal({ listingId: itemId, body: 'Hi', mood: 'curious' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('buyer-message takes no field mood'),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import { SchemaValidator } from '../../src/rest/schema/index.js';
import { approveConsent, LAMP_ITEM_SPECIFICS } from './helpers.js';

// The Commerce Message REST API and the Trading member-message calls share one message store.

const validator = new SchemaValidator();
let emulator: Emulator;
let origin: string;
let seller: EbayClient;
const clients: EbayClient[] = [];

async function signedInAs(user: string): Promise<EbayClient> {
  const ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    devId: 'baykit-test-dev',
    ruName: DEFAULT_APP.ruName,
    origin,
  });
  clients.push(ebay);
  await approveConsent(
    ebay,
    origin,
    ['https://api.ebay.com/oauth/api_scope/commerce.message', 'https://api.ebay.com/oauth/api_scope/sell.inventory'],
    user,
  );
  return ebay;
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  origin = (await emulator.listen(0)).url;
  seller = await signedInAs('testuser_baykit');
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await emulator.close();
});

type Fields = Record<string, unknown>;
const asList = <T = Fields>(value: unknown): T[] => (Array.isArray(value) ? value : value ? [value] : []) as T[];

async function listLamp(): Promise<string> {
  const added = await seller.trading.AddFixedPriceItem({
    Item: {
      Title: 'Conversation Lamp',
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: { '#value': '30.00', '@_currencyID': 'USD' },
      Quantity: 2,
      ConditionID: 1000,
      ListingDuration: 'GTC',
      ListingType: 'FixedPriceItem',
      Country: 'US',
      Currency: 'USD',
    },
  });
  return added.ItemID!;
}

describe('one message store for REST and Trading', () => {
  it('a REST question about a listing is the seller’s Trading question; the Trading answer ends the REST conversation', async () => {
    const itemId = await listLamp();
    const buyer = await signedInAs('rest_buyer');
    const sent = await buyer.commerce.message.sendMessage({
      otherPartyUsername: 'testuser_baykit',
      messageText: 'Does the lamp come with a bulb?',
      reference: { referenceId: itemId, referenceType: 'LISTING' },
    });
    expect(sent).toMatchObject({ senderUserName: 'rest_buyer', recipientUserName: 'testuser_baykit' });

    const asked = (await seller.trading.GetMemberMessages({
      MailMessageType: 'AskSellerQuestion',
      ItemID: itemId,
    })) as Fields;
    const question = asList<Fields>((asked.MemberMessage as Fields).MemberMessageExchange)[0]!;
    expect(question).toMatchObject({
      Item: { ItemID: itemId, Title: 'Conversation Lamp' },
      Question: { SenderID: 'rest_buyer', Body: 'Does the lamp come with a bulb?', MessageID: sent.messageId },
      MessageStatus: 'Unanswered',
    });
    await seller.trading.AddMemberMessageRTQ({
      ItemID: itemId,
      MemberMessage: { Body: 'Yes, an LED bulb.', ParentMessageID: sent.messageId!, RecipientID: ['rest_buyer'] },
    });

    const listed = await buyer.commerce.message.getConversations({
      conversation_type: 'FROM_MEMBERS',
      reference_type: 'LISTING',
      reference_id: itemId,
    });
    expect(listed.total).toBe(1);
    expect(validator.validateResponse('commerce.message', 'sendMessage', sent)).toEqual([]);
    expect(validator.validateResponse('commerce.message', 'getConversations', listed)).toEqual([]);
    const conversation = listed.conversations![0]!;
    expect(conversation).toMatchObject({
      conversationStatus: 'ACTIVE',
      conversationTitle: 'Conversation Lamp',
      referenceId: itemId,
      referenceType: 'LISTING',
      unreadCount: 1,
      latestMessage: { senderUsername: 'testuser_baykit', messageBody: 'Yes, an LED bulb.', readStatus: false },
    });
    const thread = await buyer.commerce.message.getConversation(conversation.conversationId!, {
      conversation_type: 'FROM_MEMBERS',
    });
    expect(validator.validateResponse('commerce.message', 'getConversation', thread)).toEqual([]);
    expect(thread.messages?.map((m) => m.messageBody)).toEqual([
      'Does the lamp come with a bulb?',
      'Yes, an LED bulb.',
    ]);
    // The seller sees the same conversation, by the same id.
    const sellers = await seller.commerce.message.getConversations({
      conversation_type: 'FROM_MEMBERS',
      other_party_username: 'rest_buyer',
    });
    expect(sellers.conversations?.map((c) => c.conversationId)).toEqual([conversation.conversationId]);

    // Read through REST is read in Trading's My Messages.
    await buyer.commerce.message.updateConversation({
      conversationId: conversation.conversationId!,
      conversationType: 'FROM_MEMBERS',
      read: true,
    });
    const inbox = (await buyer.trading.GetMyMessages({ DetailLevel: ['ReturnHeaders'], FolderID: 0 })) as Fields;
    expect(asList<Fields>((inbox.Messages as Fields).Message).map((m) => [m.Subject !== '', m.Read])).toEqual([
      [true, 'true'],
    ]);
    await buyer.commerce.message.updateConversation({
      conversationId: conversation.conversationId!,
      conversationType: 'FROM_MEMBERS',
      conversationStatus: 'ARCHIVE',
    });
    const archived = await buyer.commerce.message.getConversations({
      conversation_type: 'FROM_MEMBERS',
      conversation_status: 'ARCHIVE',
    });
    expect(archived.conversations?.map((c) => c.conversationId)).toEqual([conversation.conversationId]);
    const bulk = await buyer.commerce.message.bulkUpdateConversation({
      conversations: [
        {
          conversationId: conversation.conversationId!,
          conversationType: 'FROM_MEMBERS',
          conversationStatus: 'DELETE',
        },
        { conversationId: '1', conversationType: 'FROM_MEMBERS', conversationStatus: 'DELETE' },
      ],
    });
    expect(validator.validateResponse('commerce.message', 'bulkUpdateConversation', bulk)).toEqual([]);
    expect(bulk.conversationsMetadata).toEqual({
      totalConversationsCount: 2,
      updateFailureCount: 1,
      updateSuccessCount: 1,
    });
    // Deleted for the buyer only: the Trading mailbox is empty, the seller keeps the conversation.
    const after = (await buyer.trading.GetMyMessages({ DetailLevel: ['ReturnSummary'] })) as Fields;
    expect((after.Summary as Fields).TotalMessageCount).toBe('0');
    expect(
      (
        await seller.commerce.message.getConversations({
          conversation_type: 'FROM_MEMBERS',
          reference_id: itemId,
          reference_type: 'LISTING',
        })
      ).total,
    ).toBe(1);
  });

  it('a Trading message to a partner is a REST conversation, and a REST reply lands in the Trading Inbox', async () => {
    const inbox = await seller.commerce.message.getConversations({
      conversation_type: 'FROM_MEMBERS',
      other_party_username: 'vintage_finds_store',
    });
    const seeded = inbox.conversations![0]!;
    expect(seeded.latestMessage?.senderUsername).toBe('vintage_finds_store');
    await seller.commerce.message.sendMessage({ conversationId: seeded.conversationId!, messageText: 'Thank you!' });
    const store = await signedInAs('vintage_finds_store');
    const got = (await store.trading.GetMyMessages({ DetailLevel: ['ReturnHeaders'], FolderID: 0 })) as Fields;
    expect(asList<Fields>((got.Messages as Fields).Message)).toEqual([
      expect.objectContaining({
        Sender: 'testuser_baykit',
        ItemID: seeded.referenceId,
        MessageType: 'ContactTransactionPartner',
      }),
    ]);
  });

  it('refuses unknown and other users’ conversations, and messages eBay refuses', async () => {
    const other = await signedInAs('someone_else');
    const mine = await seller.commerce.message.getConversations({ conversation_type: 'FROM_MEMBERS' });
    const id = mine.conversations![0]!.conversationId!;
    await expect(
      other.commerce.message.getConversation(id, { conversation_type: 'FROM_MEMBERS' }),
    ).rejects.toMatchObject({ status: 400, code: 355007 });
    await expect(other.commerce.message.sendMessage({ conversationId: id, messageText: 'Hi' })).rejects.toMatchObject({
      status: 400,
      code: 355007,
    });
    await expect(
      other.commerce.message.sendMessage({ otherPartyUsername: 'testuser_baykit', messageText: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({ code: 355013 });
    await expect(other.commerce.message.sendMessage({ messageText: 'Hi' })).rejects.toMatchObject({ code: 355018 });
    await expect(
      other.commerce.message.sendMessage({
        otherPartyUsername: 'testuser_baykit',
        messageText: 'Hi',
        reference: { referenceId: '999999999999', referenceType: 'LISTING' },
      }),
    ).rejects.toMatchObject({ code: 355020 });
    await expect(
      other.commerce.message.getConversations({ conversation_type: 'FROM_MEMBERS', limit: '51' }),
    ).rejects.toMatchObject({ code: 355009 });
    await expect(
      other.commerce.message.getConversations({ conversation_type: 'FROM_MEMBERS', conversation_status: 'OPEN' }),
    ).rejects.toMatchObject({ code: 355001 });
    await expect(
      other.commerce.message.sendMessage({ otherPartyUsername: 'someone_else', messageText: 'Hi me' }),
    ).rejects.toMatchObject({ code: 355006 });
    const picture = { mediaName: 'p.jpg', mediaType: 'IMAGE', mediaUrl: 'https://example.com/p.jpg' };
    await expect(
      other.commerce.message.sendMessage({
        otherPartyUsername: 'testuser_baykit',
        messageText: 'Pictures',
        messageMedia: Array.from({ length: 6 }, () => picture),
      }),
    ).rejects.toMatchObject({ code: 355010 });
    // What would be stored at up to the body size: a username longer than eBay's 64 characters, a long picture.
    await expect(
      other.commerce.message.sendMessage({ otherPartyUsername: 'u'.repeat(65), messageText: 'Hi' }),
    ).rejects.toMatchObject({ code: 355006 });
    const send = (media: Record<string, string>) =>
      other.commerce.message.sendMessage({
        otherPartyUsername: 'testuser_baykit',
        messageText: 'Picture',
        messageMedia: [{ ...picture, ...media }],
      });
    await expect(send({ mediaUrl: `https://example.com/${'p'.repeat(1000)}.jpg` })).rejects.toMatchObject({
      code: 355014,
    });
    await expect(send({ mediaName: 'p'.repeat(1001) })).rejects.toMatchObject({ status: 400, code: 355012 });
  });
});

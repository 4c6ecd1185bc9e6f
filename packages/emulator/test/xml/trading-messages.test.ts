import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, parseXmlResponse } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import { tradingSchema, validateTradingResponse } from '../../src/xml/trading-validate.js';
import { approveConsent, buyAsGuest, lampListing } from './helpers.js';

let emulator: Emulator;
let origin: string;
/** The test seller, testuser_baykit. */
let seller: EbayClient;
const clients: EbayClient[] = [];
/** Every Trading answer of a test (call name and XML), checked against its `<Call>ResponseType` after the test. */
const answers: { call: string; xml: string }[] = [];

/** The platform fetch, keeping a copy of each Trading answer's text (the request still goes over HTTP). */
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const call = new Headers(init?.headers).get('x-ebay-api-call-name');
  if (call) answers.push({ call, xml: await response.clone().text() });
  return response;
};

/** A Trading client signed in as `user` (the emulator's consent approval names the test user). */
async function signedInAs(user: string): Promise<EbayClient> {
  const ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    devId: 'baykit-test-dev',
    ruName: DEFAULT_APP.ruName,
    origin,
    fetch: recordingFetch,
  });
  clients.push(ebay);
  await approveConsent(ebay, origin, ['https://api.ebay.com/oauth/api_scope/sell.inventory'], user);
  return ebay;
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 3 });
  origin = (await emulator.listen(0)).url;
  seller = await signedInAs('testuser_baykit');
});
afterEach(async () => {
  const schema = await tradingSchema();
  const checked = answers.splice(0).map(({ call, xml }) => ({
    call,
    problems: validateTradingResponse(schema, call, parseXmlResponse(xml, call).body),
  }));
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.filter((c) => c.problems.length)).toEqual([]);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await emulator.close();
});

type Fields = Record<string, unknown>;
const asList = <T = Fields>(value: unknown): T[] => (Array.isArray(value) ? value : value ? [value] : []) as T[];

async function questions(ebay: EbayClient, extra: Fields = {}): Promise<Fields[]> {
  const got = (await ebay.trading.GetMemberMessages({ MailMessageType: 'AskSellerQuestion', ...extra })) as Fields;
  expect(got.Ack).toBe('Success');
  return asList((got.MemberMessage as Fields | undefined)?.MemberMessageExchange);
}

async function headers(ebay: EbayClient, extra: Fields = {}): Promise<Fields[]> {
  const got = (await ebay.trading.GetMyMessages({ DetailLevel: ['ReturnHeaders'], ...extra })) as Fields;
  expect(got.Ack).toBe('Success');
  return asList((got.Messages as Fields | undefined)?.Message);
}

describe('Ask Seller a Question and its answer', () => {
  it('lists the questions buyers asked, answers one, and the asker finds the answer in the Inbox', async () => {
    const asked = await questions(seller);
    expect(asked.length).toBe(3);
    const first = asked[0]!;
    const question = first.Question as Fields;
    expect(first).toMatchObject({ MessageStatus: 'Unanswered', Item: { ItemID: expect.stringMatching(/^\d+$/) } });
    expect(question).toMatchObject({ MessageType: 'AskSellerQuestion', RecipientID: ['testuser_baykit'] });

    const replied = await seller.trading.AddMemberMessageRTQ({
      ItemID: (first.Item as Fields).ItemID as string,
      MemberMessage: {
        Body: 'Yes, in the original box.',
        ParentMessageID: question.MessageID as string,
        RecipientID: [question.SenderID as string],
      },
    });
    expect(replied.Ack).toBe('Success');

    const again = await questions(seller, { MemberMessageID: question.MessageID });
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ MessageStatus: 'Answered', Response: ['Yes, in the original box.'] });
    expect(await questions(seller, { MessageStatus: 'Unanswered' })).toHaveLength(2);

    const asker = await signedInAs(question.SenderID as string);
    const inbox = await headers(asker, { FolderID: 0 });
    expect(inbox.find((m) => m.MessageType === 'ResponseToASQQuestion')).toMatchObject({
      Sender: 'testuser_baykit',
      RecipientUserID: question.SenderID,
      ItemID: (first.Item as Fields).ItemID,
      Read: 'false',
    });
    // The seller's copy of the answer is in the seller's Sent folder.
    const sent = await headers(seller, { FolderID: 1 });
    expect(sent.map((m) => m.MessageType)).toContain('ResponseToASQQuestion');
  });

  it('refuses an answer to a question nobody asked the caller', async () => {
    await expect(
      seller.trading.AddMemberMessageRTQ({
        MemberMessage: { Body: 'Hello', ParentMessageID: '999', RecipientID: ['jsmith_42'] },
      }),
    ).rejects.toMatchObject({ code: 37 });
    // A question to the seller is not the buyer's to answer.
    const asked = (await questions(seller))[0]!.Question as Fields;
    const asker = await signedInAs(asked.SenderID as string);
    await expect(
      asker.trading.AddMemberMessageRTQ({
        MemberMessage: { Body: 'Hi', ParentMessageID: asked.MessageID as string, RecipientID: ['testuser_baykit'] },
      }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      seller.trading.AddMemberMessageRTQ({
        MemberMessage: {
          Body: 'x'.repeat(2001),
          ParentMessageID: asked.MessageID as string,
          RecipientID: [asked.SenderID as string],
        },
      }),
    ).rejects.toMatchObject({ code: 37 });
  });
});

/** A seeded order the test seller sold (months ago), and its first item. */
async function seededSale(): Promise<{ buyerId: string; itemId: string }> {
  const orders = await seller.trading.GetOrders({
    CreateTimeFrom: '2000-01-01T00:00:00.000Z',
    CreateTimeTo: '2100-01-01T00:00:00.000Z',
  });
  const order = asList<Fields>(orders.OrderArray?.Order)[0]!;
  const transaction = asList<Fields>((order.TransactionArray as Fields).Transaction)[0]!;
  return { buyerId: order.BuyerUserID as string, itemId: (transaction.Item as Fields).ItemID as string };
}

/** Lists a lamp as the test seller and sells one through guest checkout: the listing and its buyer. */
async function newSale(): Promise<{ buyerId: string; itemId: string }> {
  const added = await seller.trading.AddFixedPriceItem({
    Item: lampListing('Message Test Lamp', { Quantity: 3 }),
  });
  const itemId = added.ItemID!;
  await buyAsGuest(origin, itemId);
  const orders = await seller.trading.GetOrders({ NumberOfDays: 1 });
  const bought = asList<Fields>(orders.OrderArray?.Order).find((o) => JSON.stringify(o).includes(itemId))!;
  return { itemId, buyerId: bought.BuyerUserID as string };
}

describe('GetMemberMessages', () => {
  it('narrows by item, sender and creation window, pages as eBay rounds page sizes, and refuses bad input', async () => {
    const all = (await seller.trading.GetMemberMessages({ MailMessageType: 'All' })) as Fields;
    const exchanges = asList<Fields>((all.MemberMessage as Fields).MemberMessageExchange);
    expect(exchanges.length).toBeGreaterThanOrEqual(3);
    const dates = exchanges.map((e) => Date.parse(e.CreationDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = (await questions(seller))[0]!;
    const itemId = (first.Item as Fields).ItemID as string;
    const sender = (first.Question as Fields).SenderID as string;
    const byItem = await questions(seller, { ItemID: itemId });
    expect(byItem.length).toBeGreaterThan(0);
    expect(byItem.every((e) => (e.Item as Fields).ItemID === itemId)).toBe(true);
    const bySender = await questions(seller, { SenderID: sender });
    expect(bySender.length).toBeGreaterThan(0);
    expect(bySender.every((e) => (e.Question as Fields).SenderID === sender)).toBe(true);
    const created = first.CreationDate as string;
    const window = await questions(seller, { StartCreationTime: created, EndCreationTime: created });
    expect(window.map((e) => (e.Question as Fields).MessageID)).toEqual([(first.Question as Fields).MessageID]);

    // 1 rounds up to eBay's smallest page, 25.
    const page2 = (await seller.trading.GetMemberMessages({
      MailMessageType: 'AskSellerQuestion',
      Pagination: { EntriesPerPage: 1, PageNumber: 2 },
    })) as Fields;
    expect(page2.MemberMessage).toBeUndefined();
    expect(page2).toMatchObject({ PaginationResult: { TotalNumberOfPages: '1' }, HasMoreItems: 'false' });
    for (const size of [0, 201])
      await expect(
        seller.trading.GetMemberMessages({ MailMessageType: 'All', Pagination: { EntriesPerPage: size } }),
      ).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.GetMemberMessages({})).rejects.toMatchObject({ code: 10009 });
    // GetMyMessages needs a detail level, and full messages need their ids.
    await expect(seller.trading.GetMyMessages({})).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.GetMyMessages({ DetailLevel: ['ReturnMessages'] })).rejects.toMatchObject({
      code: 10009,
    });
  });
});

describe('messages between trading partners', () => {
  it('sends the buyer of an order a message: in the buyer Inbox and the seller Sent folder', async () => {
    const { itemId, buyerId } = await newSale();
    const sent = await seller.trading.AddMemberMessageAAQToPartner({
      ItemID: itemId,
      MemberMessage: {
        Subject: 'Shipped',
        Body: 'Your parcel left today.',
        QuestionType: 'Shipping',
        RecipientID: [buyerId],
      },
    });
    expect(sent.Ack).toBe('Success');

    const buyer = await signedInAs(buyerId);
    const inbox = await headers(buyer);
    const got = inbox.find((m) => m.Subject === 'Shipped');
    expect(got).toMatchObject({ Sender: 'testuser_baykit', ItemID: itemId, MessageType: 'ContactTransactionPartner' });
    const full = (await buyer.trading.GetMyMessages({
      DetailLevel: ['ReturnMessages'],
      MessageIDs: { MessageID: [got!.MessageID as string] },
    })) as Fields;
    expect(asList((full.Messages as Fields).Message)[0]).toMatchObject({ Text: 'Your parcel left today.' });
    expect((await headers(seller, { FolderID: 1 })).map((m) => m.Subject)).toContain('Shipped');

    // The buyer answers the seller the same way.
    const back = await buyer.trading.AddMemberMessageAAQToPartner({
      ItemID: itemId,
      MemberMessage: { Subject: 'Thanks', Body: 'Got it.', RecipientID: ['testuser_baykit'] },
    });
    expect(back.Ack).toBe('Success');
    expect((await headers(seller, { FolderID: 0 })).map((m) => m.Subject)).toContain('Thanks');
  });

  it('refuses a recipient who is not the partner for that item, an order older than 90 days, and an unknown item', async () => {
    const { itemId, buyerId } = await newSale();
    await expect(
      seller.trading.AddMemberMessageAAQToPartner({
        ItemID: itemId,
        MemberMessage: { Subject: 'Hi', Body: 'Hello', RecipientID: ['not_a_buyer_of_it'] },
      }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      seller.trading.AddMemberMessageAAQToPartner({
        ItemID: '999999999999',
        MemberMessage: { Subject: 'Hi', Body: 'Hello', RecipientID: [buyerId] },
      }),
    ).rejects.toMatchObject({ code: 17 });
    const old = await seededSale();
    await expect(
      seller.trading.AddMemberMessageAAQToPartner({
        ItemID: old.itemId,
        MemberMessage: { Subject: 'Hi', Body: 'Hello', RecipientID: [old.buyerId] },
      }),
    ).rejects.toMatchObject({
      code: 37,
      errors: [expect.objectContaining({ parameters: [expect.objectContaining({ value: 'ItemID' })] })],
    });
  });

  it('refuses a subject or a picture that is too long to store, naming the tag', async () => {
    const { itemId, buyerId } = await newSale();
    const send = (message: Record<string, unknown>) =>
      seller.trading.AddMemberMessageAAQToPartner({
        ItemID: itemId,
        MemberMessage: { Subject: 'Hi', Body: 'Hello', RecipientID: [buyerId], ...message },
      });
    await expect(send({ Subject: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 37,
      errors: [expect.objectContaining({ parameters: [expect.objectContaining({ value: 'MemberMessage.Subject' })] })],
    });
    const long = `https://i.example/${'x'.repeat(1000)}.jpg`;
    await expect(send({ MessageMedia: [{ MediaURL: long, MediaName: 'photo' }] })).rejects.toMatchObject({
      code: 37,
    });
    await expect(
      send({ MessageMedia: [{ MediaURL: 'https://i.example/a.jpg', MediaName: 'x'.repeat(1001) }] }),
    ).rejects.toMatchObject({ code: 37 });
    await send({ Subject: 'x'.repeat(200), MessageMedia: [{ MediaURL: 'https://i.example/a.jpg', MediaName: 'a' }] });
  });
});

describe('My Messages', () => {
  it('counts, marks, files, and deletes the caller’s messages', async () => {
    const reader = await signedInAs('testuser_baykit');
    const summaryOf = async (): Promise<Fields> =>
      ((await reader.trading.GetMyMessages({ DetailLevel: ['ReturnSummary'] })) as Fields).Summary as Fields;
    const before = await summaryOf();
    expect(Number(before.TotalMessageCount)).toBeGreaterThan(0);
    const inbox = await headers(reader, { FolderID: 0 });
    const target = inbox[0]!;
    expect(target.Read).toBe('false');

    await reader.trading.ReviseMyMessagesFolders({ Operation: 'Display', FolderName: ['Keep'] });
    // Names are unique in the mailbox, in any case; Inbox is not renamed.
    for (const FolderName of [['keep'], ['Two', 'two'], ['inbox']])
      await expect(reader.trading.ReviseMyMessagesFolders({ Operation: 'Display', FolderName })).rejects.toMatchObject({
        code: 37,
      });
    await expect(
      reader.trading.ReviseMyMessagesFolders({ Operation: 'Rename', FolderID: [0], FolderName: ['Mail'] }),
    ).rejects.toMatchObject({ code: 37 });
    const folders = asList<Fields>((await summaryOf()).FolderSummary);
    const keep = folders.find((f) => f.FolderName === 'Keep')!;
    expect(keep).toMatchObject({ TotalMessageCount: '0' });
    await reader.trading.ReviseMyMessages({
      MessageIDs: { MessageID: [target.MessageID as string] },
      Read: true,
      Flagged: true,
      FolderID: Number(keep.FolderID),
    });
    const filed = await headers(reader, { FolderID: Number(keep.FolderID) });
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ MessageID: target.MessageID, Read: 'true', Flagged: 'true' });
    expect((await summaryOf()).FlaggedMessageCount).toBe('1');

    // A folder with a message in it stays; renamed it shows the new name.
    await expect(
      reader.trading.ReviseMyMessagesFolders({ Operation: 'Remove', FolderID: [Number(keep.FolderID)] }),
    ).rejects.toMatchObject({ code: 37 });
    await reader.trading.ReviseMyMessagesFolders({
      Operation: 'Rename',
      FolderID: [Number(keep.FolderID)],
      FolderName: ['Kept'],
    });
    expect((await headers(reader, { FolderID: Number(keep.FolderID) }))[0]).toMatchObject({
      Folder: { FolderID: keep.FolderID, FolderName: 'Kept' },
    });

    const deleted = await reader.trading.DeleteMyMessages({ MessageIDs: { MessageID: [target.MessageID as string] } });
    expect(deleted.Ack).toBe('Success');
    expect(await headers(reader, { FolderID: Number(keep.FolderID) })).toHaveLength(0);
    await reader.trading.ReviseMyMessagesFolders({ Operation: 'Remove', FolderID: [Number(keep.FolderID)] });
    expect(asList<Fields>((await summaryOf()).FolderSummary).map((f) => f.FolderName)).toEqual(['Inbox', 'Sent']);
    expect(Number((await summaryOf()).TotalMessageCount)).toBe(Number(before.TotalMessageCount) - 1);
  });

  it('refuses message ids that are not the caller’s, and more than ten', async () => {
    await expect(seller.trading.DeleteMyMessages({ MessageIDs: { MessageID: ['123'] } })).rejects.toMatchObject({
      code: 37,
    });
    const eleven = Array.from({ length: 11 }, (_, n) => String(80_000_001 + n));
    await expect(seller.trading.DeleteMyMessages({ MessageIDs: { MessageID: eleven } })).rejects.toMatchObject({
      code: 37,
    });
    // The test user's seeded purchase message is in its Inbox, not in another user's mailbox.
    const own = (await headers(seller, { FolderID: 0 })).find((m) => m.Sender === 'vintage_finds_store')!;
    const other = await signedInAs('jsmith_42');
    await expect(
      other.trading.GetMyMessages({
        DetailLevel: ['ReturnMessages'],
        MessageIDs: { MessageID: [own.MessageID as string] },
      }),
    ).rejects.toMatchObject({ code: 37 });
  });
});

describe('ASQ subjects', () => {
  it('sets the seller’s subjects and gets them back, and resets them', async () => {
    const get = async (): Promise<unknown> =>
      (
        (await seller.trading.GetMessagePreferences({
          SellerID: 'testuser_baykit',
          IncludeASQPreferences: true,
        })) as Fields
      ).ASQPreferences;
    const defaults = await get();
    expect(asList<string>((defaults as Fields).Subject).length).toBeGreaterThan(0);
    await seller.trading.SetMessagePreferences({ ASQPreferences: { Subject: ['Sizing', 'Combined shipping'] } });
    expect(await get()).toEqual({ Subject: ['Sizing', 'Combined shipping'] });
    await expect(
      seller.trading.SetMessagePreferences({
        ASQPreferences: { Subject: Array.from({ length: 10 }, (_, n) => `Subject ${n}`) },
      }),
    ).rejects.toMatchObject({ code: 37 });
    await seller.trading.SetMessagePreferences({ ASQPreferences: { ResetDefaultSubjects: true } });
    expect(await get()).toEqual(defaults);
  });
});

describe('messages to bidders', () => {
  it('answers one container per message: a buyer of the seller’s listing gets it, anyone else fails', async () => {
    const { itemId, buyerId } = await newSale();

    const answer = (await seller.trading.AddMemberMessagesAAQToBidder({
      AddMemberMessagesAAQToBidderRequestContainer: [
        // A recipient named twice gets the message once.
        {
          CorrelationID: 'a',
          ItemID: itemId,
          MemberMessage: { Body: 'Thanks for buying', RecipientID: [buyerId, buyerId] },
        },
        { CorrelationID: 'b', ItemID: itemId, MemberMessage: { Body: 'Hello', RecipientID: ['jsmith_42'] } },
      ],
    })) as Fields;
    expect(asList(answer.AddMemberMessagesAAQToBidderResponseContainer)).toEqual([
      { CorrelationID: 'a', Ack: 'Success' },
      { CorrelationID: 'b', Ack: 'Failure' },
    ]);
    const buyer = await signedInAs(buyerId);
    const toBidder = (await headers(buyer)).filter((m) => m.MessageType === 'ContactMyBidder');
    expect(toBidder).toEqual([expect.objectContaining({ Sender: 'testuser_baykit', ItemID: itemId })]);
  });
});

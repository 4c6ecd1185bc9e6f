import { fulfillmentOrders } from '../world/orders.js';
import { findAnyListing } from '../flows/listings.js';
import { sendMemberMessage } from '../world/messages.js';
import { DEFAULT_ASQ_SUBJECTS, type StoredMessage } from '../world/stores/messages.js';
import { list, pageOf, record, text } from './request-body.js';
import { failure, itemNotFound, success, type TradingCall, type TradingCallResult } from './trading-call.js';
import { invalidTag, missingTag } from './trading-validate.js';
import { MY_MESSAGES_CALLS } from './trading-my-messages.js';

/** eBay's limits on a member message (the calls' reference pages): body length, pictures, bidder containers. */
export const MESSAGE_LIMITS = { body: 2000, media: 5, bidderContainers: 10, asqSubjects: 9, asqSubject: 60 } as const;
/** The emulator's bounds on what else a stored message keeps: the subject, and each picture's URL and name. */
export const STORED_MESSAGE_LIMITS = { subject: 200, mediaField: 1000 } as const;

const DAY = 86_400_000;
/** How long after an order its buyer and seller can write to each other through AddMemberMessageAAQToPartner. */
export const PARTNER_DAYS = 90;

interface Outgoing {
  body: string;
  subject: string;
  questionType: string;
  recipients: string[];
  displayToPublic: boolean;
  parentId: string;
  media: { MediaURL: string; MediaName: string }[];
}

/** The `MemberMessage` of a request, or the error that says which of its fields to fix. */
function readMessage(value: unknown, tag = 'MemberMessage'): Outgoing | TradingCallResult {
  const m = record(value);
  const body = text(m.Body);
  if (!body.trim()) return failure(missingTag(`${tag}.Body`));
  if (body.length > MESSAGE_LIMITS.body) return failure(invalidTag(`${tag}.Body`));
  const media = list(m.MessageMedia).map((x) => ({
    MediaURL: text(record(x).MediaURL),
    MediaName: text(record(x).MediaName),
  }));
  if (
    media.length > MESSAGE_LIMITS.media ||
    media.some(
      (x) =>
        x.MediaURL.length > STORED_MESSAGE_LIMITS.mediaField || x.MediaName.length > STORED_MESSAGE_LIMITS.mediaField,
    )
  )
    return failure(invalidTag(`${tag}.MessageMedia`));
  if (text(m.Subject).length > STORED_MESSAGE_LIMITS.subject) return failure(invalidTag(`${tag}.Subject`));
  return {
    body,
    subject: text(m.Subject),
    questionType: text(m.QuestionType) || 'General',
    recipients: [...new Set(list(m.RecipientID).map(text).filter(Boolean))],
    displayToPublic: text(m.DisplayToPublic) === 'true',
    parentId: text(m.ParentMessageID),
    media,
  };
}

const isError = (v: Outgoing | TradingCallResult): v is TradingCallResult => 'ok' in v;

/**
 * The caller's trading partners for `itemId`: the other party of each order of that item the caller is in, created
 * after `since` (AddMemberMessageAAQToPartner: eBay allows messages up to 90 days after the order line item).
 */
function partnersFor(
  ctx: Parameters<TradingCall>[0]['ctx'],
  user: string,
  itemId: string,
  since = -Infinity,
): Set<string> {
  const partners = new Set<string>();
  for (const order of fulfillmentOrders(ctx)) {
    if (!order.lineItems.some((l) => l.legacyItemId === itemId)) continue;
    if (Date.parse(order.creationDate) < since) continue;
    if (order.seller === user) partners.add(order.buyer);
    if (order.buyer === user) partners.add(order.seller);
  }
  return partners;
}

function itemTitle(ctx: Parameters<TradingCall>[0]['ctx'], itemId: string): string | undefined {
  const listing = findAnyListing(ctx, itemId);
  if (listing) return listing.title;
  for (const order of fulfillmentOrders(ctx))
    for (const line of order.lineItems) if (line.legacyItemId === itemId) return line.title;
  return undefined;
}

/**
 * AddMemberMessageAAQToPartner: a message to the other party of an order of the item (buyer to seller, seller to
 * buyer), up to 90 days after the order. A recipient who is not the caller's partner for that item is refused (the
 * tag `MemberMessage.RecipientID`), an order older than 90 days too (`ItemID`); an item in none of the emulator's
 * listings or orders is error 17.
 */
export const addMemberMessageAAQToPartner: TradingCall = ({ ctx, fields, user, now }) => {
  const itemId = text(fields.ItemID);
  if (!itemId) return failure(missingTag('ItemID'));
  const message = readMessage(fields.MemberMessage);
  if (isError(message)) return message;
  if (!message.subject) return failure(missingTag('MemberMessage.Subject'));
  if (message.recipients.length !== 1) return failure(invalidTag('MemberMessage.RecipientID'));
  const title = itemTitle(ctx, itemId);
  if (title === undefined) return itemNotFound(itemId);
  const recipient = message.recipients[0] as string;
  if (!partnersFor(ctx, user, itemId).has(recipient)) return failure(invalidTag('MemberMessage.RecipientID'));
  if (!partnersFor(ctx, user, itemId, now - PARTNER_DAYS * DAY).has(recipient)) return failure(invalidTag('ItemID'));
  sendMemberMessage(ctx, {
    sender: user,
    recipient,
    kind: 'ContactTransactionPartner',
    questionType: message.questionType,
    subject: message.subject,
    body: message.body,
    itemId,
    itemTitle: title,
    displayToPublic: false,
    created: now,
    media: message.media,
  });
  return success({});
};

/**
 * AddMemberMessageRTQ: the seller's answer to a question a member asked about the seller's item. The parent must
 * be an Ask Seller a Question message to the caller (else `MemberMessage.ParentMessageID` is refused), the recipient
 * its asker; the answer goes to the asker's Inbox and marks the question answered.
 */
export const addMemberMessageRTQ: TradingCall = ({ ctx, fields, user, now }) => {
  const message = readMessage(fields.MemberMessage);
  if (isError(message)) return message;
  if (!message.parentId) return failure(missingTag('MemberMessage.ParentMessageID'));
  const state = ctx.state.world.messages;
  const question = state.messages.get(message.parentId);
  if (!question || question.kind !== 'AskSellerQuestion' || question.recipient !== user)
    return failure({ ...invalidTag('MemberMessage.ParentMessageID'), parameters: [message.parentId] });
  const itemId = text(fields.ItemID);
  if (itemId && itemId !== question.itemId) return failure(invalidTag('ItemID'));
  if (message.recipients.length !== 1 || message.recipients[0] !== question.sender)
    return failure(invalidTag('MemberMessage.RecipientID'));
  // The question is answered before the answer is sent, so whoever hears of the answer reads it answered.
  question.responses.push(message.body);
  question.modified = now;
  if (message.displayToPublic) question.displayToPublic = true;
  sendMemberMessage(ctx, {
    sender: user,
    recipient: question.sender,
    kind: 'ResponseToASQQuestion',
    questionType: question.questionType,
    subject: message.subject || `Re: ${question.subject}`,
    body: message.body,
    ...(question.itemId ? { itemId: question.itemId } : {}),
    ...(question.itemTitle ? { itemTitle: question.itemTitle } : {}),
    displayToPublic: message.displayToPublic,
    parentId: question.messageId,
    created: now,
    media: message.media,
  });
  return success({});
};

/**
 * AddMemberMessagesAAQToBidder: the seller writes to bidders of the seller's listing, one answer container per
 * request container (`CorrelationID`, `Ack`). The emulator keeps no bids or offers: the bidders it knows are the
 * buyers of the listing's orders, so a message to anyone else (or about another seller's item) fails in its container.
 */
export const addMemberMessagesAAQToBidder: TradingCall = ({ ctx, fields, user, now }) => {
  const containers = list(fields.AddMemberMessagesAAQToBidderRequestContainer).map(record);
  if (containers.length === 0) return failure(missingTag('AddMemberMessagesAAQToBidderRequestContainer'));
  if (containers.length > MESSAGE_LIMITS.bidderContainers)
    return failure(invalidTag('AddMemberMessagesAAQToBidderRequestContainer'));
  const answers = containers.map((container) => {
    const correlation = text(container.CorrelationID);
    const itemId = text(container.ItemID);
    const message = readMessage(container.MemberMessage);
    const listing = findAnyListing(ctx, itemId);
    const bidders = partnersFor(ctx, user, itemId);
    const ok =
      !isError(message) &&
      listing?.seller === user &&
      message.recipients.length > 0 &&
      message.recipients.every((r) => bidders.has(r));
    if (ok)
      for (const recipient of message.recipients)
        sendMemberMessage(ctx, {
          sender: user,
          recipient,
          kind: 'ContactMyBidder',
          questionType: message.questionType,
          subject: message.subject || `About item #${itemId}: ${listing.title}`,
          body: message.body,
          itemId,
          itemTitle: listing.title,
          displayToPublic: false,
          created: now,
          media: message.media,
        });
    return { ...(correlation ? { CorrelationID: correlation } : {}), Ack: ok ? 'Success' : 'Failure' };
  });
  return success({ AddMemberMessagesAAQToBidderResponseContainer: answers });
};

// eBay's GetMemberMessages page sizes: 1-24 round up to 25, others down to 25, 50, 100 or 200.
function memberMessagesPageSize(pagination: unknown): number | undefined {
  const asked = text(record(pagination).EntriesPerPage);
  if (!asked) return 25;
  const n = Math.floor(Number(asked));
  if (!(n > 0 && n <= 200)) return undefined;
  return [200, 100, 50, 25].find((size) => n >= size) ?? 25;
}

/** A stored message as GetMemberMessages' `MemberMessageExchange` (the AskSellerQuestion notification's too). */
export function memberMessageExchange(m: StoredMessage): Record<string, unknown> {
  return {
    ...(m.itemId ? { Item: { ItemID: m.itemId, ...(m.itemTitle ? { Title: m.itemTitle } : {}) } } : {}),
    Question: {
      MessageType: m.kind,
      QuestionType: m.questionType,
      DisplayToPublic: String(m.displayToPublic),
      SenderID: m.sender,
      RecipientID: m.recipient,
      Subject: m.subject,
      Body: m.body,
      MessageID: m.messageId,
    },
    ...(m.responses.length ? { Response: m.responses } : {}),
    MessageStatus: m.responses.length ? 'Answered' : 'Unanswered',
    CreationDate: new Date(m.created).toISOString(),
    LastModifiedDate: new Date(m.modified).toISOString(),
    ...(m.media.length ? { MessageMedia: m.media } : {}),
  };
}

/**
 * GetMemberMessages: the messages members sent the caller about items, newest first: `MailMessageType`
 * `AskSellerQuestion` (the questions) or `All`, narrowed by item, status, sender, id and creation window, paged.
 */
export const getMemberMessages: TradingCall = ({ ctx, fields, user }) => {
  const type = text(fields.MailMessageType);
  if (!type) return failure(missingTag('MailMessageType'));
  const size = memberMessagesPageSize(fields.Pagination);
  if (size === undefined) return failure(invalidTag('Pagination.EntriesPerPage'));
  const { number } = pageOf(fields.Pagination, size, size);
  const itemId = text(fields.ItemID);
  const status = text(fields.MessageStatus);
  const id = text(fields.MemberMessageID);
  const sender = text(fields.SenderID);
  const publicOnly = text(fields.DisplayToPublic) === 'true';
  const from = Date.parse(text(fields.StartCreationTime));
  const to = Date.parse(text(fields.EndCreationTime));
  const found = [...ctx.state.world.messages.messages.values()]
    .filter(
      (m) =>
        m.recipient === user &&
        m.itemId !== undefined &&
        (type === 'All' || m.kind === type) &&
        (!itemId || m.itemId === itemId) &&
        (!status || (m.responses.length ? 'Answered' : 'Unanswered') === status) &&
        (!id || m.messageId === id) &&
        (!sender || m.sender === sender) &&
        (!publicOnly || m.displayToPublic) &&
        (Number.isNaN(from) || m.created >= from) &&
        (Number.isNaN(to) || m.created <= to),
    )
    .sort((a, b) => b.created - a.created);
  const page = found.slice((number - 1) * size, number * size);
  return success({
    ...(page.length ? { MemberMessage: { MemberMessageExchange: page.map(memberMessageExchange) } } : {}),
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(found.length / size)),
      TotalNumberOfEntries: String(found.length),
    },
    HasMoreItems: String(number * size < found.length),
  });
};

/** GetMessagePreferences: the seller's Ask Seller a Question subjects (with `IncludeASQPreferences`). */
export const getMessagePreferences: TradingCall = ({ ctx, fields }) => {
  const seller = text(fields.SellerID);
  if (!seller) return failure(missingTag('SellerID'));
  if (text(fields.IncludeASQPreferences) !== 'true') return success({});
  const subjects = ctx.state.world.messages.asqSubjects.get(seller) ?? DEFAULT_ASQ_SUBJECTS;
  return success({ ASQPreferences: { Subject: [...subjects] } });
};

/**
 * SetMessagePreferences: replaces the caller's ASQ subjects (1 to 9, each at most 60 characters), or with
 * `ResetDefaultSubjects` goes back to the defaults.
 */
export const setMessagePreferences: TradingCall = ({ ctx, fields, user }) => {
  const asq = record(fields.ASQPreferences);
  if (Object.keys(asq).length === 0) return failure(missingTag('ASQPreferences'));
  const state = ctx.state.world.messages;
  if (text(asq.ResetDefaultSubjects) === 'true') {
    state.asqSubjects.delete(user);
    return success({});
  }
  const subjects = list(asq.Subject)
    .map(text)
    .map((s) => s.trim());
  if (subjects.length === 0) return failure(missingTag('ASQPreferences.Subject'));
  if (subjects.length > MESSAGE_LIMITS.asqSubjects || subjects.some((s) => !s || s.length > MESSAGE_LIMITS.asqSubject))
    return failure(invalidTag('ASQPreferences.Subject'));
  state.asqSubjects.set(user, subjects);
  return success({});
};

/** The member-message calls: sending, reading and filing messages, and the seller's ASQ subjects. */
export const MESSAGE_CALLS: Readonly<Record<string, TradingCall>> = {
  AddMemberMessageAAQToPartner: addMemberMessageAAQToPartner,
  AddMemberMessageRTQ: addMemberMessageRTQ,
  AddMemberMessagesAAQToBidder: addMemberMessagesAAQToBidder,
  GetMemberMessages: getMemberMessages,
  GetMessagePreferences: getMessagePreferences,
  SetMessagePreferences: setMessagePreferences,
  ...MY_MESSAGES_CALLS,
};

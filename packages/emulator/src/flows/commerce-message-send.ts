import { jsonResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { asRecord } from '../values.js';
import { sendMemberMessage } from '../world/messages.js';
import type { MemberMessageKind } from '../world/stores/messages.js';
import { LIMITS, bad, conversationsOf, unknownConversation, userOf } from './commerce-message-conversations.js';
import { fulfillmentOrders } from '../world/orders.js';
import { findAnyListing } from './listings.js';

const MEDIA_TYPES = new Set(['IMAGE', 'PDF', 'DOC', 'TXT']);
/** eBay's longest username; the emulator's bound on a stored picture's URL and name (eBay states none). */
const MAX_USERNAME = 64;
const MAX_MEDIA_FIELD = 1000;

/** What a message to `recipient` about `itemId` is in Trading: to the partner of an order, to the seller, or else. */
function kindOf(call: RestCall, recipient: string, itemId: string | undefined): MemberMessageKind {
  if (!itemId) return 'ContactEbayMember';
  const user = userOf(call);
  const partner = fulfillmentOrders(call.ctx).some(
    (o) =>
      o.lineItems.some((l) => l.legacyItemId === itemId) &&
      ((o.seller === user && o.buyer === recipient) || (o.buyer === user && o.seller === recipient)),
  );
  if (partner) return 'ContactTransactionPartner';
  return findAnyListing(call.ctx, itemId)?.seller === recipient ? 'AskSellerQuestion' : 'ContactEbayMember';
}

/**
 * sendMessage: a message in an existing conversation of the caller, or a new one to `otherPartyUsername`
 * (about a listing with `reference`). It lands in the one message store: the recipient's Trading Inbox too; a
 * message to a listing's seller is an Ask Seller a Question message the seller can answer with AddMemberMessageRTQ.
 */
export const sendMessage: FlowHandler = (call) => {
  const body = asRecord(call.body);
  const text = typeof body.messageText === 'string' ? body.messageText : '';
  const media = Array.isArray(body.messageMedia) ? body.messageMedia.map(asRecord) : [];
  if (text.length > LIMITS.text)
    return bad(
      355013,
      `The messageText string exceeds the maximum character threshold of ${LIMITS.text}.`,
      'messageText',
      text.length,
    );
  if (!text.trim() && media.length === 0)
    return bad(355015, 'Please pass message text or upload one of more media attachments.', 'messageText', '');
  if (media.length > LIMITS.media)
    return bad(
      355010,
      `The maximum amount of media that may be sent is ${LIMITS.media}.`,
      'messageMedia',
      media.length,
    );
  for (const m of media) {
    if (typeof m.mediaName !== 'string' || typeof m.mediaType !== 'string' || typeof m.mediaUrl !== 'string')
      return bad(
        355012,
        'All fields under messageMedia are required. Please add missing field(s).',
        'messageMedia',
        '',
      );
    if (!MEDIA_TYPES.has(m.mediaType))
      return bad(
        355011,
        'Invalid mediaType value. Please see documentation for valid values.',
        'mediaType',
        m.mediaType,
      );
    if (!/^https:\/\/[^\s]+$/.test(m.mediaUrl) || m.mediaUrl.length > MAX_MEDIA_FIELD)
      return bad(355014, 'Invalid mediaUrl. Please see documentation.', 'mediaUrl', m.mediaUrl.slice(0, 100));
    if (m.mediaName.length > MAX_MEDIA_FIELD)
      return bad(355012, `mediaName has at most ${MAX_MEDIA_FIELD} characters.`, 'mediaName', m.mediaName.length);
  }
  const user = userOf(call);
  let recipient: string;
  let itemId: string | undefined;
  if (typeof body.conversationId === 'string' && body.conversationId) {
    const c = conversationsOf(call).get(body.conversationId);
    if (!c) return unknownConversation(body.conversationId);
    recipient = c.other;
    itemId = c.itemId;
  } else {
    const other = typeof body.otherPartyUsername === 'string' ? body.otherPartyUsername.trim() : '';
    if (!other)
      return bad(355018, 'conversationId and otherPartyUsername cannot both be empty.', 'otherPartyUsername', '');
    if (other === user || other.length > MAX_USERNAME)
      return bad(
        355006,
        'Invalid or unrecognized otherPartyUsername value.',
        'otherPartyUsername',
        other.slice(0, 100),
      );
    recipient = other;
    if (body.reference !== undefined) {
      const ref = asRecord(body.reference);
      if (typeof ref.referenceId !== 'string' || typeof ref.referenceType !== 'string')
        return bad(355021, 'All fields under reference are required. Please add missing field(s).', 'reference', '');
      if (ref.referenceType !== 'LISTING')
        return bad(
          355003,
          'Invalid referenceType value. Please see documentation for valid values.',
          'referenceType',
          ref.referenceType,
        );
      if (!/^[1-9]\d*$/.test(ref.referenceId))
        return bad(
          355016,
          'Invalid referenceId. The referenceId value must be a positive integer value.',
          'referenceId',
          ref.referenceId,
        );
      if (
        !findAnyListing(call.ctx, ref.referenceId) &&
        !fulfillmentOrders(call.ctx).some((o) => o.lineItems.some((l) => l.legacyItemId === ref.referenceId))
      )
        return bad(
          355020,
          'The referenceId is invalid, no listing can be found by this referenceId.',
          'referenceId',
          ref.referenceId,
        );
      itemId = ref.referenceId;
    }
  }
  const listing = itemId ? findAnyListing(call.ctx, itemId) : undefined;
  const title =
    listing?.title ??
    fulfillmentOrders(call.ctx)
      .flatMap((o) => o.lineItems)
      .find((l) => l.legacyItemId === itemId)?.title;
  const stored = sendMemberMessage(call.ctx, {
    sender: user,
    recipient,
    kind: kindOf(call, recipient, itemId),
    questionType: 'General',
    subject: itemId ? `About item #${itemId}${title ? `: ${title}` : ''}` : `Message from ${user}`,
    body: text,
    ...(itemId ? { itemId } : {}),
    ...(title ? { itemTitle: title } : {}),
    displayToPublic: false,
    created: call.ctx.clock.now(),
    media: media.map((m) => ({ MediaURL: String(m.mediaUrl), MediaName: String(m.mediaName) })),
  });
  return jsonResponse(
    {
      createdDate: new Date(stored.created).toISOString(),
      messageBody: stored.body,
      messageId: stored.messageId,
      ...(media.length ? { messageMedia: media } : {}),
      readStatus: false,
      recipientUserName: stored.recipient,
      senderUserName: stored.sender,
      subject: stored.subject,
    },
    { status: 201 },
  );
};

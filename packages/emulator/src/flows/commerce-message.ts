import { jsonResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { asRecord } from '../values.js';
import { mailboxOf, type MailboxEntry, type StoredMessage } from '../world/stores/messages.js';
import {
  LIMITS,
  bad,
  checkType,
  conversationsOf,
  messageDetail,
  paging,
  statusOf,
  titleOf,
  unknownConversation,
  unread,
  userOf,
  type Conversation,
} from './commerce-message-conversations.js';
import { sendMessage } from './commerce-message-send.js';
import { offsetLinks } from './paging.js';

// The Commerce Message API over the Trading member-message store (docs/architecture.md#one-world-one-store-per-thing).

const STATUSES = new Set(['ACTIVE', 'ARCHIVE', 'DELETE']);

/** getConversations: the caller's conversations with members, newest first, filtered as the query asks. */
const getConversations: FlowHandler = (call) => {
  const q = call.query;
  const typeError = checkType(q.get('conversation_type'), 'conversation_type');
  if (typeError) return typeError;
  const status = q.get('conversation_status');
  if (status !== null && !['ACTIVE', 'ARCHIVE', 'DELETE', 'READ', 'UNREAD'].includes(status))
    return bad(
      355001,
      'Invalid conversation_status value. Please see documentation for valid values.',
      'conversation_status',
      status,
    );
  const referenceType = q.get('reference_type');
  const referenceId = q.get('reference_id');
  if (referenceType !== null && referenceType !== 'LISTING')
    return bad(
      355003,
      'Invalid reference_type value. Please see documentation for valid values.',
      'reference_type',
      referenceType,
    );
  if (referenceId !== null && referenceType === null)
    return bad(
      355022,
      'The parameter reference_type is required whenever reference_id is provided.',
      'reference_type',
      '',
    );
  if (referenceId !== null && !/^[1-9]\d*$/.test(referenceId))
    return bad(
      355016,
      'Invalid reference_id. The reference_id value must be a positive integer value.',
      'reference_id',
      referenceId,
    );
  const from = q.get('start_time') === null ? -Infinity : Date.parse(q.get('start_time') ?? '');
  const to = q.get('end_time') === null ? Infinity : Date.parse(q.get('end_time') ?? '');
  if (Number.isNaN(from) || Number.isNaN(to))
    return bad(
      355005,
      'Invalid date format used for one or both date filters. Please use ISO 8601 dates with UTC offset.',
      'start_time',
      q.get('start_time'),
    );
  if (from > to)
    return bad(355004, 'The start_time must be an earlier date than end_time.', 'start_time', q.get('start_time'));
  const page = paging(call);
  if (page instanceof Response) return page;
  const other = q.get('other_party_username');
  // The emulator keeps no messages from eBay: FROM_EBAY has no conversations.
  const all = q.get('conversation_type') === 'FROM_EBAY' ? [] : [...conversationsOf(call).values()];
  const latest = (c: Conversation): StoredMessage => (c.entries[c.entries.length - 1] as MailboxEntry).message;
  const found = all
    .filter(
      (c) =>
        (other === null || c.other === other) &&
        (referenceId === null || c.itemId === referenceId) &&
        latest(c).created >= from &&
        latest(c).created <= to &&
        (status === null ||
          status === statusOf(call, c) ||
          (status === 'READ' && unread(c) === 0) ||
          (status === 'UNREAD' && unread(c) > 0)),
    )
    .sort((a, b) => latest(b).created - latest(a).created);
  const shown = found.slice(page.offset, page.offset + page.limit);
  return jsonResponse({
    conversations: shown.map((c) => ({
      conversationId: c.id,
      conversationStatus: statusOf(call, c),
      conversationTitle: titleOf(c),
      conversationType: 'FROM_MEMBERS',
      createdDate: new Date((c.entries[0] as MailboxEntry).message.created).toISOString(),
      latestMessage: messageDetail(c.entries[c.entries.length - 1] as MailboxEntry),
      ...(c.itemId ? { referenceId: c.itemId, referenceType: 'LISTING' } : {}),
      unreadCount: unread(c),
    })),
    ...offsetLinks(call.ctx.origin, call.req.path, q, page.limit, page.offset, found.length),
    limit: page.limit,
    offset: page.offset,
    total: found.length,
  });
};

/** getConversation: the messages of one of the caller's conversations, oldest first, paged. */
const getConversation: FlowHandler = (call) => {
  const typeError = checkType(call.query.get('conversation_type'), 'conversation_type');
  if (typeError) return typeError;
  const id = call.params.conversation_id ?? '';
  const c = call.query.get('conversation_type') === 'FROM_MEMBERS' ? conversationsOf(call).get(id) : undefined;
  if (!c) return unknownConversation(id);
  const page = paging(call);
  if (page instanceof Response) return page;
  return jsonResponse({
    conversationStatus: statusOf(call, c),
    conversationTitle: titleOf(c),
    conversationType: 'FROM_MEMBERS',
    ...offsetLinks(call.ctx.origin, call.req.path, call.query, page.limit, page.offset, c.entries.length),
    limit: page.limit,
    messages: c.entries.slice(page.offset, page.offset + page.limit).map(messageDetail),
    offset: page.offset,
    total: c.entries.length,
  });
};

/** Applies one update to one of the caller's conversations; an error answer when it cannot. */
function update(call: RestCall, request: Record<string, unknown>, allowRead: boolean): Response | undefined {
  const typeError = checkType(request.conversationType, 'conversationType');
  if (typeError) return typeError;
  const c =
    request.conversationType === 'FROM_MEMBERS'
      ? conversationsOf(call).get(String(request.conversationId ?? ''))
      : undefined;
  if (!c) return unknownConversation(request.conversationId);
  const box = mailboxOf(call.ctx.state.world.messages, userOf(call));
  // eBay: with both, only the read status changes.
  if (allowRead && typeof request.read === 'boolean') {
    for (const e of c.entries) e.read = request.read;
    return undefined;
  }
  const status = request.conversationStatus;
  if (typeof status !== 'string' || !STATUSES.has(status))
    return bad(
      355001,
      'Invalid conversationStatus value. Please see documentation for valid values.',
      'conversationStatus',
      status,
    );
  if (status === 'ARCHIVE') box.archived.add(c.id);
  if (status === 'ACTIVE') box.archived.delete(c.id);
  if (status === 'DELETE') {
    for (const e of c.entries) box.entries.delete(e.message.messageId);
    box.archived.delete(c.id);
  }
  return undefined;
}

/** updateConversation: marks one conversation read or unread, or archives, restores or deletes it (for the caller). */
const updateConversation: FlowHandler = (call) =>
  update(call, asRecord(call.body), true) ?? new Response(null, { status: 204 });

/** bulkUpdateConversation: a status for each of up to 10 conversations, one SUCCESS or FAILURE each. */
const bulkUpdateConversation: FlowHandler = (call) => {
  const list = asRecord(call.body).conversations;
  const requests = Array.isArray(list) ? list.map(asRecord) : [];
  if (requests.length > LIMITS.bulk)
    return bad(
      355019,
      `The number of conversations for batch update exceeds the limit, a maximum of ${LIMITS.bulk} conversations is allowed per request.`,
      'conversations',
      requests.length,
    );
  const results = requests.map((r) => ({
    conversationId: String(r.conversationId ?? ''),
    updateStatus: update(call, r, false) ? 'FAILURE' : 'SUCCESS',
  }));
  const ok = results.filter((r) => r.updateStatus === 'SUCCESS').length;
  return jsonResponse({
    conversationsMetadata: {
      totalConversationsCount: results.length,
      updateFailureCount: results.length - ok,
      updateSuccessCount: ok,
    },
    conversationsResponse: results,
  });
};

/** The Commerce Message API's operations, over the one message store. */
export const COMMERCE_MESSAGE_FLOWS = {
  'commerce.message.getConversations': getConversations,
  'commerce.message.getConversation': getConversation,
  'commerce.message.sendMessage': sendMessage,
  'commerce.message.updateConversation': updateConversation,
  'commerce.message.bulkUpdateConversation': bulkUpdateConversation,
} satisfies Record<string, FlowHandler>;

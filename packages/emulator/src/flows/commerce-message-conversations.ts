import { apiError } from '../errors.js';
import type { RestCall } from '../rest/flow.js';
import { mailboxOf, type MailboxEntry } from '../world/stores/messages.js';
import { readOffsetPaging } from './paging.js';

// The Commerce Message API over the Trading member-message store (docs/architecture.md#one-world-one-store-per-thing):
// a conversation is every message between two members about one item (or about none), the same for both of them.

export const DOMAIN = 'API_MESSAGE';
/** eBay's limits (the contract): 2000 characters of text, five media, 25 (at most 50) conversations a page. */
export const LIMITS = { text: 2000, media: 5, page: 25, maxPage: 50, bulk: 10 } as const;

/** A 400 of the Commerce Message API naming the field. */
export const bad = (errorId: number, message: string, name: string, value: unknown): Response =>
  apiError(DOMAIN, 400, errorId, message, { parameter: [name, String(value ?? '')] });
/** The signed-in user of a call. */
export const userOf = (call: RestCall): string => call.token?.user ?? '';
/** 355007: a conversation that is not the caller's. */
export const unknownConversation = (id: unknown): Response =>
  bad(355007, 'Invalid or unrecognized conversation_id value.', 'conversation_id', id);

/** One of the caller's conversations: the caller's copies of its messages, the other member, the item. */
export interface Conversation {
  id: string;
  entries: MailboxEntry[];
  other: string;
  itemId?: string;
}

/** The caller's conversations: the caller's mailbox grouped by conversation, oldest message first in each. */
export function conversationsOf(call: RestCall): Map<string, Conversation> {
  const user = userOf(call);
  const byId = new Map<string, Conversation>();
  for (const entry of mailboxOf(call.ctx.state.world.messages, user).entries.values()) {
    const m = entry.message;
    let c = byId.get(m.conversationId);
    if (!c) {
      c = {
        id: m.conversationId,
        entries: [],
        other: m.sender === user ? m.recipient : m.sender,
        ...(m.itemId ? { itemId: m.itemId } : {}),
      };
      byId.set(c.id, c);
    }
    c.entries.push(entry);
  }
  for (const c of byId.values()) c.entries.sort((a, b) => a.message.created - b.message.created);
  return byId;
}

/** A message as the API's `MessageDetail`, with the caller's read mark. */
export function messageDetail(entry: MailboxEntry): Record<string, unknown> {
  const m = entry.message;
  return {
    createdDate: new Date(m.created).toISOString(),
    messageBody: m.body,
    messageId: m.messageId,
    messageMedia: m.media.map((x) => ({ mediaName: x.MediaName, mediaType: 'IMAGE', mediaUrl: x.MediaURL })),
    readStatus: entry.read,
    recipientUsername: m.recipient,
    senderUsername: m.sender,
    subject: m.subject,
  };
}

/** How many of a conversation's messages the caller has not read. */
export const unread = (c: Conversation): number => c.entries.filter((e) => !e.read).length;
/** ARCHIVE when the caller archived the conversation, else ACTIVE. */
export const statusOf = (call: RestCall, c: Conversation): string =>
  mailboxOf(call.ctx.state.world.messages, userOf(call)).archived.has(c.id) ? 'ARCHIVE' : 'ACTIVE';
/** The item's title, else the first message's subject. */
export const titleOf = (c: Conversation): string =>
  c.entries[0]?.message.itemTitle ?? c.entries[0]?.message.subject ?? '';

/** 355017 / 355002 unless `value` is FROM_MEMBERS or FROM_EBAY. */
export function checkType(value: unknown, name: string): Response | undefined {
  if (value === 'FROM_MEMBERS' || value === 'FROM_EBAY') return undefined;
  return name === 'conversation_type' && (value === null || value === '')
    ? bad(355017, 'The required conversation_type query parameter is either missing or has an invalid value.', name, '')
    : bad(355002, `Invalid ${name} value. Please see documentation for valid values.`, name, value);
}

/** `limit` (1-50, default 25) and `offset`, or the API's 400. */
export const paging = (call: RestCall): { limit: number; offset: number } | Response =>
  readOffsetPaging(call.query, {
    defaultLimit: LIMITS.page,
    maxLimit: LIMITS.maxPage,
    invalid: (parameter, raw) =>
      parameter === 'limit'
        ? bad(
            355009,
            `Invalid limit. The limit value must be a positive integer value that does not exceed ${LIMITS.maxPage}`,
            'limit',
            raw,
          )
        : bad(355008, 'Invalid offset. The offset value must be a positive integer value.', 'offset', raw),
  });

import { DEFAULT_TEST_USER } from '../../oauth/test-user.js';
import type { MemberMessageKind } from '../events.js';
import { OTHER_SELLER, type FulfillmentOrder } from './orders.js';

/** The kinds of member message the emulator keeps (eBay's `MessageTypeCodeType` values; world/events.ts). */
export type { MemberMessageKind };

/** One message between two members; both the sender's and the recipient's mailbox hold it under one id. */
export interface StoredMessage {
  messageId: string;
  /** The Commerce Message conversation: the two members and the item, the same id for both of them. */
  conversationId: string;
  sender: string;
  recipient: string;
  kind: MemberMessageKind;
  questionType: string;
  subject: string;
  body: string;
  itemId?: string;
  itemTitle?: string;
  displayToPublic: boolean;
  /** The question a response answers. */
  parentId?: string;
  created: number;
  modified: number;
  /** A question's answers, oldest first (GetMemberMessages `Response`). */
  responses: string[];
  media: { MediaURL: string; MediaName: string }[];
}

/** A message in one user's mailbox: where it is filed and the user's own read/flag marks. */
export interface MailboxEntry {
  message: StoredMessage;
  folderId: number;
  read: boolean;
  flagged: boolean;
}

/** One user's My Messages: the messages (by id) and the folders (by id; 0 Inbox and 1 Sent always exist). */
export interface Mailbox {
  entries: Map<string, MailboxEntry>;
  folders: Map<number, string>;
  nextFolderId: number;
  /** The conversations the user archived (Commerce Message `updateConversation`). */
  archived: Set<string>;
}

/** The one message store of an emulator: every member message, each user's mailbox and ASQ subjects. */
export interface MessageState {
  messages: Map<string, StoredMessage>;
  mailboxes: Map<string, Mailbox>;
  /** A seller's custom Ask Seller a Question subjects (absent: the defaults). */
  asqSubjects: Map<string, string[]>;
  /** Conversation ids by the two members and the item (`a|b|itemId`, names sorted). */
  conversations: Map<string, string>;
  nextId: number;
}

/** eBay's fixed folders: the Inbox and the Sent folder (FolderID 0 and 1). */
export const INBOX = 0;
export const SENT = 1;

/** The ASQ subjects a seller has before choosing any (the emulator's; eBay's own defaults are not published). */
export const DEFAULT_ASQ_SUBJECTS: readonly string[] = [
  'General question about this item',
  'Shipping',
  'Payment',
  'Returns',
];

const DAY = 86_400_000;

/** `user`'s mailbox (created empty, with Inbox and Sent, on first use). */
export function mailboxOf(state: MessageState, user: string): Mailbox {
  let box = state.mailboxes.get(user);
  if (!box) {
    box = {
      entries: new Map(),
      folders: new Map([
        [INBOX, 'Inbox'],
        [SENT, 'Sent'],
      ]),
      nextFolderId: 2,
      archived: new Set(),
    };
    state.mailboxes.set(user, box);
  }
  return box;
}

/** A message as a member sends it: everything but what the store hands out. */
export type OutgoingMessage = Omit<StoredMessage, 'messageId' | 'conversationId' | 'modified' | 'responses'>;

/** Stores a message: in the recipient's Inbox (unread) and the sender's Sent folder (read). */
export function deliver(state: MessageState, message: OutgoingMessage): StoredMessage {
  const key = `${[message.sender, message.recipient].sort().join('|')}|${message.itemId ?? ''}`;
  let conversationId = state.conversations.get(key);
  if (conversationId === undefined) {
    conversationId = String(state.nextId++);
    state.conversations.set(key, conversationId);
  }
  const stored: StoredMessage = {
    ...message,
    conversationId,
    messageId: String(state.nextId++),
    modified: message.created,
    responses: [],
  };
  state.messages.set(stored.messageId, stored);
  mailboxOf(state, stored.recipient).entries.set(stored.messageId, {
    message: stored,
    folderId: INBOX,
    read: false,
    flagged: false,
  });
  mailboxOf(state, stored.sender).entries.set(stored.messageId, {
    message: stored,
    folderId: SENT,
    read: true,
    flagged: false,
  });
  return stored;
}

/**
 * The seed: the buyers of the test seller's three newest seeded orders asked a question about the item a day before
 * buying it, and the seller of the test user's own purchase wrote to it about that order.
 */
export function seedMessages(orders: readonly FulfillmentOrder[]): MessageState {
  const state: MessageState = {
    messages: new Map(),
    mailboxes: new Map(),
    asqSubjects: new Map(),
    conversations: new Map(),
    nextId: 80_000_001,
  };
  const sold = orders.filter((o) => o.seller === DEFAULT_TEST_USER).slice(0, 3);
  const questions = [
    'Does it come with the original box?',
    'Can you ship it to Canada?',
    'Is it still under warranty?',
  ];
  const types = ['General', 'Shipping', 'General'];
  sold.forEach((order, n) => {
    const line = order.lineItems[0];
    if (!line) return;
    deliver(state, {
      sender: order.buyer,
      recipient: order.seller,
      kind: 'AskSellerQuestion',
      questionType: types[n] ?? 'General',
      subject: `Question about item #${line.legacyItemId}: ${line.title}`,
      body: questions[n] ?? 'Is this available?',
      itemId: line.legacyItemId,
      itemTitle: line.title,
      displayToPublic: false,
      created: Date.parse(order.creationDate) - DAY,
      media: [],
    });
  });
  const bought = orders.find((o) => o.buyer === DEFAULT_TEST_USER && o.seller === OTHER_SELLER);
  const line = bought?.lineItems[0];
  if (bought && line)
    deliver(state, {
      sender: OTHER_SELLER,
      recipient: DEFAULT_TEST_USER,
      kind: 'ContactTransactionPartner',
      questionType: 'Shipping',
      subject: `About your order of ${line.title}`,
      body: 'Your compass is on its way. Thank you for your purchase!',
      itemId: line.legacyItemId,
      itemTitle: line.title,
      displayToPublic: false,
      created: Date.parse(bought.creationDate) + DAY,
      media: [],
    });
  return state;
}

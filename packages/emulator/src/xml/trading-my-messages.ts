import { findAnyListing, findListing } from '../flows/listings.js';
import { SENT, mailboxOf, type Mailbox, type MailboxEntry } from '../world/stores/messages.js';
import { list, pageOf, record, text } from './request-body.js';
import { failure, success, type TradingCall, type TradingCallResult } from './trading-call.js';
import { invalidTag, missingTag } from './trading-validate.js';

/** eBay's limits on My Messages: ten MessageIDs per call; the emulator's own cap on folders and folder names. */
export const MY_MESSAGES_LIMITS = { messageIds: 10, folders: 100, folderName: 64 } as const;

/** The `MessageIDs.MessageID` of a request (1-10, each once), or the error that says what to fix. */
function messageIds(value: unknown, box: Mailbox): MailboxEntry[] | TradingCallResult {
  const ids = [...new Set(list(record(value).MessageID).map(text).filter(Boolean))];
  if (ids.length === 0) return failure(missingTag('MessageIDs.MessageID'));
  if (ids.length > MY_MESSAGES_LIMITS.messageIds) return failure(invalidTag('MessageIDs.MessageID'));
  const entries: MailboxEntry[] = [];
  for (const id of ids) {
    const entry = box.entries.get(id);
    // Another user's message is as unknown as a made-up id: a mailbox holds only its owner's copies.
    if (!entry) return failure({ ...invalidTag('MessageIDs.MessageID'), parameters: [id] });
    entries.push(entry);
  }
  return entries;
}

const isError = (v: MailboxEntry[] | TradingCallResult): v is TradingCallResult => !Array.isArray(v);

function folderId(value: unknown): number | undefined {
  const raw = text(value);
  if (!/^\d{1,12}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * One mailbox entry as GetMyMessages' `Message`: headers only, or with its text (`full`, DetailLevel ReturnMessages);
 * the MyMessages notifications carry the same.
 */
export function myMessageXml(
  ctx: Parameters<TradingCall>[0]['ctx'],
  box: Mailbox,
  entry: MailboxEntry,
  full: boolean,
): Record<string, unknown> {
  const m = entry.message;
  const listing = m.itemId ? findAnyListing(ctx, m.itemId) : undefined;
  const answerable = m.kind === 'AskSellerQuestion' && entry.folderId !== SENT;
  return {
    Sender: m.sender,
    RecipientUserID: m.recipient,
    SendToName: m.recipient,
    Subject: m.subject,
    MessageID: m.messageId,
    ExternalMessageID: m.messageId,
    ...(full ? { Text: m.body } : {}),
    Flagged: String(entry.flagged),
    Read: String(entry.read),
    ReceiveDate: new Date(m.created).toISOString(),
    ...(m.itemId ? { ItemID: m.itemId } : {}),
    ResponseDetails: { ResponseEnabled: String(answerable && m.responses.length === 0) },
    Folder: { FolderID: String(entry.folderId), FolderName: box.folders.get(entry.folderId) ?? '' },
    ...(full ? { Content: m.body } : {}),
    MessageType: m.kind,
    ...(listing ? { ListingStatus: findListing(ctx, listing.legacyItemId) ? 'Active' : 'Completed' } : {}),
    QuestionType: m.questionType,
    Replied: String(m.responses.length > 0),
    HighPriority: 'false',
    ...(m.itemTitle ? { ItemTitle: m.itemTitle } : {}),
    ...(full && m.media.length ? { MessageMedia: m.media } : {}),
  };
}

/**
 * GetMyMessages: the caller's mailbox. `ReturnSummary` counts per folder; `ReturnHeaders` lists messages without
 * their text (by `FolderID`, `StartTime`/`EndTime`, or `MessageIDs`), paged; `ReturnMessages` answers the full
 * messages named by `MessageIDs` (1-10, each the caller's).
 */
export const getMyMessages: TradingCall = ({ ctx, fields, user }) => {
  const box = mailboxOf(ctx.state.world.messages, user);
  const detail = list(fields.DetailLevel).map(text);
  const level = ['ReturnSummary', 'ReturnHeaders', 'ReturnMessages'].find((l) => detail.includes(l));
  if (!level) return failure(invalidTag('DetailLevel'));
  const entries = [...box.entries.values()];
  if (level === 'ReturnSummary') {
    const summary = [...box.folders].map(([id, name]) => {
      const inFolder = entries.filter((e) => e.folderId === id);
      return {
        FolderID: String(id),
        FolderName: name,
        NewMessageCount: String(inFolder.filter((e) => !e.read).length),
        TotalMessageCount: String(inFolder.length),
        NewHighPriorityCount: '0',
        TotalHighPriorityCount: '0',
      };
    });
    return success({
      Summary: {
        FolderSummary: summary,
        NewMessageCount: String(entries.filter((e) => !e.read).length),
        FlaggedMessageCount: String(entries.filter((e) => e.flagged).length),
        TotalMessageCount: String(entries.length),
        NewHighPriorityCount: '0',
        TotalHighPriorityCount: '0',
      },
    });
  }
  const named = fields.MessageIDs === undefined ? undefined : messageIds(fields.MessageIDs, box);
  if (named && isError(named)) return named;
  if (level === 'ReturnMessages' && !named) return failure(missingTag('MessageIDs.MessageID'));
  let shown = named ?? entries;
  if (!named) {
    const folder = fields.FolderID === undefined ? undefined : folderId(fields.FolderID);
    if (fields.FolderID !== undefined && (folder === undefined || !box.folders.has(folder)))
      return failure(invalidTag('FolderID'));
    const from = Date.parse(text(fields.StartTime));
    const to = Date.parse(text(fields.EndTime));
    shown = entries
      .filter(
        (e) =>
          (folder === undefined || e.folderId === folder) &&
          (Number.isNaN(from) || e.message.created >= from) &&
          (Number.isNaN(to) || e.message.created <= to),
      )
      .sort((a, b) => b.message.created - a.message.created);
    const { size, number } = pageOf(fields.Pagination, 25, 200);
    shown = shown.slice((number - 1) * size, number * size);
  }
  const full = level === 'ReturnMessages';
  return success({
    Messages: shown.length ? { Message: shown.map((e) => myMessageXml(ctx, box, e, full)) } : '',
  });
};

/** ReviseMyMessages: marks the caller's messages read or unread, flagged or not, or files them in a folder. */
export const reviseMyMessages: TradingCall = ({ ctx, fields, user }) => {
  const box = mailboxOf(ctx.state.world.messages, user);
  const named = messageIds(fields.MessageIDs, box);
  if (isError(named)) return named;
  const read = text(fields.Read);
  const flagged = text(fields.Flagged);
  const hasFolder = fields.FolderID !== undefined;
  if (!read && !flagged && !hasFolder) return failure(missingTag('Read'));
  const folder = folderId(fields.FolderID);
  if (hasFolder && (folder === undefined || !box.folders.has(folder))) return failure(invalidTag('FolderID'));
  for (const entry of named) {
    if (read) entry.read = read === 'true';
    if (flagged) entry.flagged = flagged === 'true';
    if (folder !== undefined) entry.folderId = folder;
  }
  return success({});
};

/**
 * ReviseMyMessagesFolders: `Display` adds folders by name, `Rename` renames the folders `FolderID` names (in order)
 * to `FolderName`, `Remove` removes empty folders. Inbox and Sent are neither renamed nor removed.
 */
export const reviseMyMessagesFolders: TradingCall = ({ ctx, fields, user }) => {
  const box = mailboxOf(ctx.state.world.messages, user);
  const operation = text(fields.Operation);
  if (!operation) return failure(missingTag('Operation'));
  const names = list(fields.FolderName).map(text);
  const ids = list(fields.FolderID).map(folderId);
  if (names.some((n) => !n.trim() || n.length > MY_MESSAGES_LIMITS.folderName))
    return failure(invalidTag('FolderName'));
  // Folder names are unique in a mailbox (in any case), among the request's names too.
  const clash = (renamed: number[]): boolean => {
    const others = new Set([...box.folders].filter(([id]) => !renamed.includes(id)).map(([, n]) => n.toLowerCase()));
    const lowered = names.map((n) => n.toLowerCase());
    return new Set(lowered).size !== lowered.length || lowered.some((n) => others.has(n));
  };
  if (operation === 'Display') {
    if (names.length === 0) return failure(missingTag('FolderName'));
    if (box.folders.size + names.length > MY_MESSAGES_LIMITS.folders) return failure(invalidTag('FolderName'));
    if (clash([])) return failure(invalidTag('FolderName'));
    for (const name of names) box.folders.set(box.nextFolderId++, name);
    return success({});
  }
  if (ids.length === 0) return failure(missingTag('FolderID'));
  const custom = (id: number | undefined): id is number => id !== undefined && id > SENT && box.folders.has(id);
  if (!ids.every(custom)) return failure(invalidTag('FolderID'));
  if (operation === 'Rename') {
    if (names.length !== ids.length || clash(ids)) return failure(invalidTag('FolderName'));
    ids.forEach((id, n) => box.folders.set(id, names[n] as string));
    return success({});
  }
  if (operation !== 'Remove') return failure(invalidTag('Operation'));
  if ([...box.entries.values()].some((e) => ids.includes(e.folderId))) return failure(invalidTag('FolderID'));
  for (const id of ids) box.folders.delete(id);
  return success({});
};

/** DeleteMyMessages: removes 1-10 of the caller's messages from the caller's mailbox (the other party keeps theirs). */
export const deleteMyMessages: TradingCall = ({ ctx, fields, user }) => {
  const box = mailboxOf(ctx.state.world.messages, user);
  const named = messageIds(fields.MessageIDs, box);
  if (isError(named)) return named;
  for (const entry of named) box.entries.delete(entry.message.messageId);
  return success({});
};

/** The My Messages calls: the caller's mailbox and folders. */
export const MY_MESSAGES_CALLS: Readonly<Record<string, TradingCall>> = {
  GetMyMessages: getMyMessages,
  ReviseMyMessages: reviseMyMessages,
  ReviseMyMessagesFolders: reviseMyMessagesFolders,
  DeleteMyMessages: deleteMyMessages,
};

import { createHash } from 'node:crypto';
import { randomFor } from '../context.js';
import { hashString } from '../random.js';
import { fulfillmentOrders } from '../world/orders.js';
import { orderTotal } from '../world/stores/orders.js';
import { activeListings, endedListings, startTimeOf } from '../flows/listings.js';
import { siteCategories, siteTree, withinAny } from './categories.js';
import { amount } from './item-render.js';
import { list, pageOf, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';
import { INSERTION_FEE } from './listing-fees.js';
import { hasStore } from './trading-store.js';
import { feedbackProfile } from '../world/feedback-profile.js';

/** GetUser: the caller (or `UserID`), with the member's one feedback profile and seeded registration data. */
export const getUser: TradingCall = ({ ctx, fields, user }) => {
  const userId = text(fields.UserID) || user;
  const random = randomFor(ctx, `user:${userId}`);
  const registered = Date.UTC(2010, 0, 1) + random.int(0, 4000) * 86_400_000;
  const own = userId === user;
  const profile = feedbackProfile(ctx, userId);
  return success({
    User: {
      ...(own ? { Email: `${userId}@example.com` } : { Email: 'Invalid Request' }),
      EIASToken: `nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6w${random.string(12)}`,
      FeedbackScore: String(profile.score),
      UniqueNegativeFeedbackCount: String(profile.uniqueMembers.NEGATIVE),
      UniquePositiveFeedbackCount: String(profile.uniqueMembers.POSITIVE),
      PositiveFeedbackPercent: profile.positivePercent,
      FeedbackPrivate: 'false',
      FeedbackRatingStar: profile.star,
      IDVerified: 'false',
      eBayGoodStanding: 'true',
      NewUser: 'false',
      RegistrationDate: new Date(registered).toISOString(),
      Site: 'US',
      Status: 'Confirmed',
      UserID: userId,
      UserIDChanged: 'false',
      VATStatus: 'NoVATTax',
      SellerInfo: {
        AllowPaymentEdit: 'true',
        CheckoutEnabled: 'true',
        GoodStanding: 'true',
        QualifiesForB2BVAT: 'false',
        SellerLevel: 'None',
        StoreOwner: String(hasStore(ctx, userId)),
        RegisteredBusinessSeller: 'false',
        TopRatedSeller: 'false',
      },
      BusinessRole: 'FullMarketPlaceParticipant',
    },
  });
};

interface Entry {
  type: string;
  description: string;
  date: number;
  gross: number;
  itemId?: string;
  title?: string;
}

/**
 * GetAccount: the seller account — insertion fees of the caller's listings, final value fees of the caller's
 * orders (the one order store) and one card payment — as `AccountSummary` and one page of `AccountEntries`.
 */
export const getAccount: TradingCall = ({ ctx, fields, user, now }) => {
  const selection = text(fields.AccountHistorySelection) || 'LastInvoice';
  if (!['LastInvoice', 'SpecifiedInvoice', 'BetweenSpecifiedDates'].includes(selection))
    return invalidField('AccountHistorySelection');
  const entries: Entry[] = [];
  for (const item of [...activeListings(ctx, user), ...endedListings(ctx, user)]) {
    entries.push({
      type: 'FeeInsertion',
      description: 'Insertion Fee',
      date: startTimeOf(item),
      gross: INSERTION_FEE,
      itemId: item.legacyItemId,
      title: item.title,
    });
  }
  // The seller's orders (the one order store): a final value fee of 13.25 % of each order's total.
  for (const order of fulfillmentOrders(ctx).filter((o) => o.seller === user)) {
    const first = order.lineItems[0];
    entries.push({
      type: 'FeeFinalValue',
      description: 'Final Value Fee',
      date: Date.parse(order.creationDate),
      gross: Math.round(orderTotal(order) * 13.25) / 100,
      ...(first ? { itemId: first.legacyItemId, title: first.title } : {}),
    });
  }
  entries.sort((a, b) => a.date - b.date);
  const owed = entries.reduce((sum, e) => sum + e.gross, 0);
  const paid = Math.round(owed * 50) / 100;
  const paidAt = now - 7 * 86_400_000;
  entries.push({ type: 'PaymentCC', description: 'Payment - Credit Card', date: paidAt, gross: -paid });
  entries.sort((a, b) => a.date - b.date);
  const from = Date.parse(text(fields.BeginDate));
  const to = Date.parse(text(fields.EndDate));
  const shown =
    selection === 'BetweenSpecifiedDates'
      ? entries.filter((e) => (Number.isNaN(from) || e.date >= from) && (Number.isNaN(to) || e.date <= to))
      : entries;
  let balance = 0;
  const rows = shown.map((e) => {
    balance += e.gross;
    return {
      AccountDetailsEntryType: e.type,
      Description: e.description,
      Balance: amount(balance, 'USD'),
      Date: new Date(e.date).toISOString(),
      GrossDetailAmount: amount(e.gross, 'USD'),
      ...(e.itemId ? { ItemID: e.itemId } : {}),
      NetDetailAmount: amount(e.gross, 'USD'),
      RefNumber: String(hashString(`${e.type}:${e.date}:${e.itemId ?? ''}`)),
      VATPercent: '0',
      ...(e.title ? { Title: e.title } : {}),
    };
  });
  const { size, number } = pageOf(fields.Pagination, 500, 2000);
  const page = rows.slice((number - 1) * size, number * size);
  return success({
    AccountID: `E${hashString(user) % 100_000_000}0001`,
    ...(text(fields.ExcludeSummary) === 'true'
      ? {}
      : {
          AccountSummary: {
            AccountState: 'Active',
            CurrentBalance: amount(owed - paid, 'USD'),
            InvoiceBalance: amount(owed - paid, 'USD'),
            LastAmountPaid: amount(paid, 'USD'),
            LastPaymentDate: new Date(paidAt).toISOString(),
            PastDue: 'false',
            PaymentMethod: 'CreditCard',
            BillingCycleDate: '0',
          },
        }),
    Currency: 'USD',
    AccountEntries: page.length ? { AccountEntry: page } : '',
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(rows.length / size)),
      TotalNumberOfEntries: String(rows.length),
    },
    HasMoreEntries: String(number * size < rows.length),
    EntriesPerPage: String(size),
    PageNumber: String(number),
  });
};

/**
 * GetCategories: the category tree of `CategorySiteID` (else the call's site): eBay's whole US tree (site 0) or the
 * emulator's eBay Motors selection (site 100), the same tree Taxonomy serves. As eBay's call reference describes it
 * (developer.ebay.com/devzone/xml/docs/reference/ebay/GetCategories.html): `CategoryParent` names categories whose
 * subtrees to return (the category itself included), `LevelLimit` the deepest level (1 = top level), `ViewAllNodes`
 * false returns only leaves (all nodes by default), and the `CategoryArray` comes only with `DetailLevel`
 * `ReturnAll`; `CategoryCount` is the number of categories in that array. A top-level category is its own
 * `CategoryParentID`.
 */
export const getCategories: TradingCall = ({ fields, siteId }) => {
  const tree = siteTree(text(fields.CategorySiteID) || siteId);
  const parents = new Set(list(fields.CategoryParent).map(text));
  const levelLimit = Number(text(fields.LevelLimit)) || Infinity;
  const leavesOnly = text(fields.ViewAllNodes) === 'false';
  const returnAll = list(fields.DetailLevel).map(text).includes('ReturnAll');
  const selected = returnAll
    ? siteCategories(tree).filter(
        (c) => c.level <= levelLimit && (!leavesOnly || c.leaf) && (parents.size === 0 || withinAny(c, parents)),
      )
    : [];
  return success({
    ...(returnAll
      ? {
          CategoryArray: selected.length
            ? {
                Category: selected.map((c) => ({
                  BestOfferEnabled: 'true',
                  AutoPayEnabled: 'true',
                  CategoryID: c.id,
                  CategoryLevel: String(c.level),
                  CategoryName: c.name,
                  CategoryParentID: c.level === 1 ? c.id : c.parentId,
                  ...(c.leaf ? { LeafCategory: 'true' } : {}),
                })),
              }
            : '',
        }
      : {}),
    CategoryCount: String(selected.length),
    UpdateTime: '2026-01-01T00:00:00.000Z',
    CategoryVersion: tree?.version ?? '0',
    ReservePriceAllowed: 'true',
    MinimumReservePrice: '0.0',
  });
};

/**
 * UploadSiteHostedPictures: takes the picture from the multipart body (or `ExternalPictureURL`) and answers
 * where it is hosted: `${origin}/pictures/<sha1 of the bytes>.jpg`.
 */
export const uploadSiteHostedPictures: TradingCall = ({ ctx, fields, attachment, now }) => {
  const external = text(list(fields.ExternalPictureURL)[0]);
  // The picture travels as the second part of a multipart request (or is fetched from ExternalPictureURL).
  if (!attachment?.length && !external) return invalidField('PictureData');
  const digest = createHash('sha1')
    .update(attachment?.length ? attachment : external)
    .digest('hex');
  const fullUrl = `${ctx.origin}/pictures/${digest}.jpg`;
  const days = Number(text(fields.ExtensionInDays)) || 30;
  const name = text(fields.PictureName);
  const set = text(fields.PictureSet) || 'Standard';
  return success({
    PictureSystemVersion: '2',
    SiteHostedPictureDetails: {
      ...(name ? { PictureName: name } : {}),
      PictureSet: set,
      PictureFormat: 'JPG',
      FullURL: fullUrl,
      BaseURL: `${ctx.origin}/pictures/${digest}_`,
      PictureSetMember: [
        { MemberURL: `${ctx.origin}/pictures/${digest}_0.jpg`, PictureHeight: '64', PictureWidth: '64' },
        { MemberURL: `${ctx.origin}/pictures/${digest}_1.jpg`, PictureHeight: '400', PictureWidth: '400' },
      ],
      ...(external ? { ExternalPictureURL: external } : {}),
      UseByDate: new Date(now + days * 86_400_000).toISOString(),
    },
  });
};

/** GeteBayOfficialTime: eBay's time is the envelope's `Timestamp`, so the call has no data of its own. */
export const geteBayOfficialTime: TradingCall = () => success({});

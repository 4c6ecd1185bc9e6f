import {
  CLIENT_ALERTS_CALLS,
  FINDING_CALLS,
  MERCHANDISING_CALLS,
  SHOPPING_CALLS,
  TRADING_CALLS,
  XML_LIFECYCLE,
} from 'baykit';
import { XML_SERVICE_TABLE } from '@baykit/spec';
import type { XmlCallSummary } from '../../shared/api.js';
import type { ExampleValues } from './catalog-examples.js';

type Service = XmlCallSummary['service'];

/** The calls of each XML service, in baykit's order (alphabetical). */
export const XML_CALLS: Readonly<Record<Service, readonly string[]>> = {
  trading: TRADING_CALLS,
  shopping: SHOPPING_CALLS,
  finding: FINDING_CALLS,
  merchandising: MERCHANDISING_CALLS,
  clientAlerts: CLIENT_ALERTS_CALLS,
};

/** Whether `value` names one of the XML services. */
export function isXmlService(value: unknown): value is Service {
  return typeof value === 'string' && Object.hasOwn(XML_CALLS, value);
}

/** Whether `callName` is a call of `service` that baykit knows. */
export function isXmlCall(service: Service, callName: unknown): callName is string {
  return typeof callName === 'string' && XML_CALLS[service].includes(callName);
}

/** The lifecycle of a call: its own entry, else its service's (lifecycle.json through baykit's XML_LIFECYCLE). */
export function xmlLifecycle(service: Service, callName: string): XmlCallSummary['lifecycle'] {
  const entry = XML_LIFECYCLE[`${service}.${callName}`] ?? XML_LIFECYCLE[service];
  return entry ? { ...entry } : undefined;
}

/** `retired` for a call eBay decommissioned, or one of a service it switched off; else `live`. */
export function serviceStatus(service: Service, callName: string): XmlCallSummary['status'] {
  return xmlLifecycle(service, callName)?.status === 'decommissioned' ? 'retired' : 'live';
}

/**
 * Trading calls authenticated by the app's keys instead of a user's token: baykit sends the key headers and no
 * token for them, and the emulator (like eBay) takes them without one. Every other Trading call needs a token.
 */
const KEY_AUTHENTICATED: ReadonlySet<string> = new Set(XML_SERVICE_TABLE.trading.calls.keys);

/**
 * Whether a call needs a user's token: Trading calls do (Auth'n'Auth or the OAuth user token as IAF), except the
 * key-authenticated ones; Shopping takes an application token, Finding and Merchandising the app id only, and
 * Client Alerts its own session.
 */
export function needsUserToken(service: Service, callName: string): boolean {
  return service === 'trading' && !KEY_AUTHENTICATED.has(callName);
}

type SampleBuilder = (examples: ExampleValues) => Record<string, unknown>;

/** A listing window around the seeded catalog's listing dates (eBay allows at most 120 days). */
const SELLER_LIST_WINDOW = { StartTimeFrom: '2026-01-01T00:00:00.000Z', StartTimeTo: '2026-04-30T00:00:00.000Z' };

/** Request fields that the emulator answers with data; calls without an entry start from `{}`. */
/** The required item specifics of Athletic Shoes (15709), the examples' category: every Add call's sample gives them. */
const SHOE_SPECIFICS = {
  NameValueList: [
    { Name: 'Brand', Value: 'baykit' },
    { Name: 'US Shoe Size', Value: '10' },
    { Name: 'Department', Value: 'Men' },
    { Name: 'Type', Value: 'Athletic' },
  ],
};

/**
 * A fixed-price item of the sample category with the item specifics it requires (Add, VerifyAdd and AddItems alike;
 * AddItems names its listing type, in the place the schema gives it).
 */
function fixedPriceItem(e: ExampleValues, listingType?: 'FixedPriceItem'): Record<string, unknown> {
  return {
    Title: 'Explorer test listing',
    StartPrice: 19.99,
    Currency: 'USD',
    ...(listingType ? { ListingType: listingType } : {}),
    Quantity: 1,
    ConditionID: 1000,
    ListingDuration: 'GTC',
    PrimaryCategory: { CategoryID: e.categoryId ?? '' },
    ItemSpecifics: SHOE_SPECIFICS,
    Country: 'US',
    Location: 'San Jose, CA',
  };
}

const SAMPLES: Readonly<Record<string, SampleBuilder>> = {
  'trading.GetItem': (e) => ({ ItemID: e.legacyItemId ?? '' }),
  'trading.GetNotificationPreferences': () => ({ PreferenceLevel: 'Application' }),
  'trading.GetMyeBaySelling': () => ({
    ActiveList: { Include: true, Pagination: { EntriesPerPage: 10, PageNumber: 1 } },
  }),
  'trading.GetSellerList': () => ({ ...SELLER_LIST_WINDOW, Pagination: { EntriesPerPage: 10, PageNumber: 1 } }),
  'trading.GetOrders': () => ({ NumberOfDays: 30, OrderRole: 'Seller', OrderStatus: 'All' }),
  'trading.GetCategories': () => ({ CategorySiteID: 0, LevelLimit: 1, DetailLevel: 'ReturnAll' }),
  'trading.GetSessionID': (e) => ({ RuName: e.ruName ?? '' }),
  'trading.AddFixedPriceItem': (e) => ({ Item: fixedPriceItem(e) }),
  'trading.VerifyAddFixedPriceItem': (e) => ({ Item: fixedPriceItem(e) }),
  'trading.AddItem': (e) => ({
    Item: {
      Title: 'Explorer test auction',
      StartPrice: 1.0,
      Currency: 'USD',
      ListingType: 'Chinese',
      ConditionID: 1000,
      ListingDuration: 'Days_7',
      PrimaryCategory: { CategoryID: e.categoryId ?? '' },
      ItemSpecifics: SHOE_SPECIFICS,
      Country: 'US',
      Location: 'San Jose, CA',
    },
  }),
  'trading.AddItems': (e) => ({
    AddItemRequestContainer: [{ MessageID: '1', Item: fixedPriceItem(e, 'FixedPriceItem') }],
  }),
  'trading.GetItemTransactions': (e) => ({ ItemID: e.legacyItemId ?? '' }),
  'shopping.GetSingleItem': (e) => ({ ItemID: e.legacyItemId ?? '' }),
  'shopping.GetMultipleItems': (e) => ({ ItemID: [e.legacyItemId ?? ''] }),
  'finding.findItemsByKeywords': (e) => ({
    keywords: e.keywords ?? '',
    paginationInput: { entriesPerPage: 10, pageNumber: 1 },
  }),
  'finding.findItemsAdvanced': (e) => ({
    keywords: e.keywords ?? '',
    paginationInput: { entriesPerPage: 10, pageNumber: 1 },
  }),
  'merchandising.getMostWatchedItems': () => ({ maxResults: 5 }),
  'clientAlerts.GetPublicAlerts': (e) => ({
    ChannelDescriptor: [
      { ChannelType: 'Item', ChannelID: e.legacyItemId ?? '', EventType: ['ItemEnded', 'PriceChange'] },
    ],
  }),
  'trading.UploadSiteHostedPictures': () => ({
    PictureName: 'baykit sample',
    ExternalPictureURL: 'https://example.com/baykit-sample.jpg',
  }),
  // The seeded item is not the signed-in user's: these answer eBay's error 17 until ItemID names one you listed.
  'trading.EndFixedPriceItem': (e) => ({ ItemID: e.legacyItemId ?? '', EndingReason: 'NotAvailable' }),
  'trading.ReviseFixedPriceItem': (e) => ({ Item: { ItemID: e.legacyItemId ?? '', StartPrice: 24.99 } }),
  'trading.RelistFixedPriceItem': (e) => ({ Item: { ItemID: e.legacyItemId ?? '' } }),
  'trading.EndItem': (e) => ({ ItemID: e.legacyItemId ?? '', EndingReason: 'NotAvailable' }),
  'trading.ReviseItem': (e) => ({ Item: { ItemID: e.legacyItemId ?? '', StartPrice: 24.99 } }),
  'trading.RelistItem': (e) => ({ Item: { ItemID: e.legacyItemId ?? '' } }),
  'trading.ReviseInventoryStatus': (e) => ({ InventoryStatus: [{ ItemID: e.legacyItemId ?? '', Quantity: 2 }] }),
  'trading.VerifyRelistItem': (e) => ({ Item: { ItemID: e.legacyItemId ?? '' } }),
  'trading.GetItemShipping': (e) => ({
    ItemID: e.legacyItemId ?? '',
    QuantitySold: 1,
    DestinationPostalCode: '95125',
    DestinationCountryCode: 'US',
  }),
  // The listings you started, changed or ended in the last day.
  'trading.GetSellerEvents': () => ({ ModTimeFrom: new Date(Date.now() - 86_400_000).toISOString() }),
  // The fields eBay's call reference requires (the emulator answers error 10009 without them).
  'trading.VerifyAddItem': (e) => SAMPLES['trading.AddItem']?.(e) ?? {},
  'trading.AddToItemDescription': (e) => ({ ItemID: e.legacyItemId ?? '', Description: 'Also fits wide feet.' }),
  'trading.EndItems': (e) => ({
    EndItemRequestContainer: [{ MessageID: '1', ItemID: e.legacyItemId ?? '', EndingReason: 'NotAvailable' }],
  }),
  // A seeded order line of the test seller, not shipped or rated yet (the emulator's `exampleValues(…).sale`).
  'trading.CompleteSale': (e) => ({
    ItemID: e.sale?.itemId ?? '',
    TransactionID: e.sale?.transactionId ?? '',
    Shipped: true,
  }),
  'trading.SendInvoice': (e) => ({ OrderID: e.sale?.orderId ?? '' }),
  'trading.LeaveFeedback': (e) => ({
    ItemID: e.sale?.itemId ?? '',
    TransactionID: e.sale?.transactionId ?? '',
    TargetUser: e.sale?.buyer ?? '',
    CommentType: 'Positive',
    CommentText: 'Quick payment, thank you.',
  }),
  // The newest feedback the test seller received (the emulator's `exampleValues(…).feedback`).
  'trading.RespondToFeedback': (e) => ({
    FeedbackID: e.feedback?.feedbackId ?? '',
    TargetUserID: e.feedback?.from ?? '',
    ResponseType: 'Reply',
    ResponseText: 'Thank you for your order!',
  }),
  // The seeded item is fixed-price and another seller's: the signed-in user buys one (an order in the order store).
  'trading.PlaceOffer': (e) => ({ ItemID: e.legacyItemId ?? '', Offer: { Action: 'Purchase', Quantity: 1 } }),
  'trading.AddToWatchList': (e) => ({ ItemID: [e.legacyItemId ?? ''] }),
  'trading.RemoveFromWatchList': (e) => ({ ItemID: [e.legacyItemId ?? ''] }),
  'trading.SetUserNotes': (e) => ({ ItemID: e.legacyItemId ?? '', Action: 'AddOrUpdate', NoteText: 'Compare sizes' }),
  'trading.GetMyeBayBuying': () => ({ WatchList: { Include: true, IncludeNotes: true }, WonList: { Include: true } }),
  // No Best Offer exists until a buyer makes one (PlaceOffer Action Offer on a listing of yours with
  // BestOfferDetails.BestOfferEnabled): fill in its ItemID and BestOfferID (GetBestOffers lists them).
  'trading.RespondToBestOffer': (e) => ({ ItemID: e.legacyItemId ?? '', BestOfferID: [''], Action: 'Decline' }),
  'trading.GetBestOffers': () => ({ BestOfferStatus: 'All' }),
  // Bidders and Second Chance Offers are for the seller of an auction: these answer 17 until ItemID names yours.
  'trading.GetAllBidders': (e) => ({ ItemID: e.legacyItemId ?? '', CallMode: 'ViewAll' }),
  'trading.AddSecondChanceItem': (e) => ({
    ItemID: e.legacyItemId ?? '',
    RecipientBidderUserID: 'buyer_two',
    Duration: 'Days_3',
  }),
  'trading.VerifyAddSecondChanceItem': (e) => ({
    ItemID: e.legacyItemId ?? '',
    RecipientBidderUserID: 'buyer_two',
    Duration: 'Days_3',
  }),
  'trading.SetStoreCategories': () => ({ Action: 'Add', StoreCategories: { CustomCategory: [{ Name: 'Running' }] } }),
  // Member messages: to the buyer of the seeded sale, and an answer to a question a buyer asked (`…question`).
  'trading.AddMemberMessageAAQToPartner': (e) => ({
    ItemID: e.sale?.itemId ?? '',
    MemberMessage: {
      Subject: 'Your order',
      Body: 'Your order ships today.',
      QuestionType: 'Shipping',
      RecipientID: [e.sale?.buyer ?? ''],
    },
  }),
  'trading.AddMemberMessageRTQ': (e) => ({
    ItemID: e.question?.itemId ?? '',
    MemberMessage: {
      Body: 'Yes, it does.',
      ParentMessageID: e.question?.messageId ?? '',
      RecipientID: [e.question?.from ?? ''],
    },
  }),
  'trading.AddMemberMessagesAAQToBidder': (e) => ({
    AddMemberMessagesAAQToBidderRequestContainer: [
      {
        CorrelationID: '1',
        ItemID: e.sale?.itemId ?? '',
        MemberMessage: { Body: 'Thank you for your order.', RecipientID: [e.sale?.buyer ?? ''] },
      },
    ],
  }),
  'trading.GetMemberMessages': () => ({ MailMessageType: 'AskSellerQuestion' }),
  'trading.GetMyMessages': () => ({ DetailLevel: ['ReturnHeaders'] }),
  'trading.ReviseMyMessages': (e) => ({ MessageIDs: { MessageID: [e.question?.messageId ?? ''] }, Read: true }),
  'trading.ReviseMyMessagesFolders': () => ({ Operation: 'Display', FolderName: ['Suppliers'] }),
  'trading.DeleteMyMessages': (e) => ({ MessageIDs: { MessageID: [e.message?.messageId ?? ''] } }),
  'trading.GetMessagePreferences': (e) => ({ SellerID: e.sale?.seller ?? '', IncludeASQPreferences: true }),
  'trading.SetMessagePreferences': () => ({ ASQPreferences: { Subject: ['Sizing', 'Shipping'] } }),
  // The seller's settings.
  'trading.GetUserContactDetails': (e) => ({
    ItemID: e.sale?.itemId ?? '',
    ContactID: e.sale?.buyer ?? '',
    RequesterID: e.sale?.seller ?? '',
  }),
  'trading.GetUserPreferences': () => ({ ShowSellerPaymentPreferences: true, ShowOutOfStockControlPreference: true }),
  'trading.SetUserPreferences': () => ({ OutOfStockControlPreference: true }),
  'trading.SetShippingDiscountProfiles': () => ({
    CurrencyID: 'USD',
    ModifyActionCode: 'Add',
    FlatShippingDiscount: {
      DiscountName: 'EachAdditionalAmountOff',
      DiscountProfile: [
        { DiscountProfileName: 'Two off each', EachAdditionalAmountOff: { '#value': '2.00', '@_currencyID': 'USD' } },
      ],
    },
  }),
  'trading.SetTaxTable': () => ({
    TaxTable: { TaxJurisdiction: [{ JurisdictionID: 'CA', SalesTaxPercent: '8.25', ShippingIncludedInTax: false }] },
  }),
};

/** Request fields to pre-fill the editor with; `{}` when the call needs none or the explorer knows no sample. */
export function xmlSample(service: Service, callName: string, examples: ExampleValues): Record<string, unknown> {
  return SAMPLES[`${service}.${callName}`]?.(examples) ?? {};
}

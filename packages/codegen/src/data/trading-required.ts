/**
 * Request fields each main Trading call requires, as eBay's call reference marks them ("Required always", or one
 * of a group "Conditionally": `A|B` means at least one of them). Facts from the call pages under
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/index.html (one page per call, e.g.
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/EndItem.html). Paths are dot-joined below the
 * `<Call>Request` element, as eBay names them in its errors (`Item.ItemID`). The schema itself leaves every
 * element optional; this table is the emulator's per-call check (error 10009 when one is absent or empty).
 */
export const TRADING_REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  AddFixedPriceItem: ['Item'],
  AddItem: ['Item'],
  AddItems: ['AddItemRequestContainer'],
  AddToItemDescription: ['ItemID', 'Description'],
  CompleteSale: ['OrderID|OrderLineItemID|ItemID'],
  EndFixedPriceItem: ['ItemID|SKU', 'EndingReason'],
  EndItem: ['ItemID', 'EndingReason'],
  EndItems: ['EndItemRequestContainer'],
  GetItem: ['ItemID|SKU'],
  GetItemTransactions: ['ItemID|OrderLineItemID|SKU'],
  LeaveFeedback: ['CommentText', 'CommentType', 'TargetUser'],
  PlaceOffer: ['ItemID', 'Offer'],
  RelistFixedPriceItem: ['Item', 'Item.ItemID'],
  RelistItem: ['Item', 'Item.ItemID'],
  RespondToBestOffer: ['Action', 'BestOfferID', 'ItemID'],
  ReviseFixedPriceItem: ['Item', 'Item.ItemID|Item.SKU'],
  ReviseInventoryStatus: ['InventoryStatus'],
  ReviseItem: ['Item', 'Item.ItemID'],
  SendInvoice: ['OrderID|OrderLineItemID|ItemID'],
  SetStoreCategories: ['Action', 'StoreCategories'],
  VerifyAddFixedPriceItem: ['Item'],
  VerifyAddItem: ['Item'],
};

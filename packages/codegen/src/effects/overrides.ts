import type { Effect } from '@baykit/spec/effects';

/**
 * Where the rules (rules.ts) say too little: one line per operation, its effects and why. Reviewed by hand; the
 * generator refuses a line for an operation that does not exist or that says what the rule already says, and the
 * spec package's effects test prints every operation that is more than `read` or `write` (docs/security.md#effects).
 */
export const EFFECT_OVERRIDES: readonly (readonly [name: string, effects: readonly Effect[], why: string])[] = [
  // Buying
  ['buy.offer.placeProxyBid', ['spend'], 'a bid up to its maximum amount binds the buyer if it wins'],
  ['buy.order.placeOrder', ['spend'], 'buys what the checkout session holds'],
  ['buy.order.placeGuestOrder', ['spend'], 'buys what the guest checkout session holds'],
  ['buy.order.placeProxyGuestOrder', ['spend'], 'buys what the proxy checkout session holds'],

  // Post-order: cancellations, cases, inquiries, returns
  [
    'postOrder.cancellation.approveCancellationRequest',
    ['irreversible'],
    "a seller's decision: the order is cancelled and refunded",
  ],
  ['postOrder.cancellation.rejectCancellationRequest', ['irreversible'], "a seller's decision on a buyer's request"],
  [
    'postOrder.cancellation.createCancellation',
    ['irreversible'],
    'cancels an order (a seller-initiated one is refunded)',
  ],
  ['postOrder.cancellation.confirmRefundReceived', ['irreversible'], 'closes the cancellation as refunded'],
  ['postOrder.case.appealCaseDecision', ['irreversible'], "appeals eBay's decision on a case"],
  ['postOrder.case.closeCase', ['irreversible'], 'closes a case for good'],
  ['postOrder.case.issueCaseRefund', ['spend', 'irreversible'], "refunds the buyer from the seller's funds"],
  ['postOrder.inquiry.closeInquiry', ['irreversible'], 'closes an inquiry for good'],
  ['postOrder.inquiry.confirmInquiryRefund', ['irreversible'], 'confirms a refund and closes the inquiry'],
  ['postOrder.inquiry.createInquiry', ['irreversible'], 'opens an item-not-received inquiry against the seller'],
  ['postOrder.inquiry.escalateInquiry', ['irreversible'], 'escalates the inquiry to an eBay case'],
  ['postOrder.inquiry.issueInquiryRefund', ['spend', 'irreversible'], "refunds the buyer from the seller's funds"],
  ['postOrder.inquiry.sendInquiryMessage', ['irreversible'], 'a message to the other member cannot be taken back'],
  ['postOrder.return.cancelReturnRequest', ['irreversible'], 'withdraws a return request for good'],
  ['postOrder.return.createReturnRequest', ['irreversible'], 'opens a return against the seller'],
  ['postOrder.return.createReturnShippingLabel', ['spend'], "buys a return label charged to the seller's account"],
  ['postOrder.return.escalateReturn', ['irreversible'], 'escalates the return to an eBay case'],
  ['postOrder.return.issueReturnRefund', ['spend', 'irreversible'], "refunds the buyer from the seller's funds"],
  ['postOrder.return.markReturnReceived', ['irreversible'], 'starts the refund clock for the seller'],
  ['postOrder.return.markReturnRefundReceived', ['irreversible'], 'closes the return as refunded'],
  ['postOrder.return.markReturnRefundSent', ['irreversible'], 'tells the buyer a refund was sent'],
  [
    'postOrder.return.processReturnRequest',
    ['spend', 'irreversible'],
    "a seller's decision on a return (approve, decline, or a partial refund from the seller's funds)",
  ],
  ['postOrder.return.sendReturnMessage', ['irreversible'], 'a message to the other member cannot be taken back'],
  ['postOrder.return.sendReturnShippingLabel', ['irreversible'], 'sends the label to the buyer'],
  ['postOrder.return.submitReturnFile', ['irreversible'], 'submits files as evidence for good'],
  ['postOrder.return.voidShippingLabel', ['irreversible'], 'a voided label cannot be used again'],

  // Feedback and messages
  ['commerce.feedback.leaveFeedback', ['irreversible'], 'feedback stays on the member’s profile'],
  ['commerce.feedback.respondToFeedback', ['irreversible'], 'a public reply to feedback'],
  ['commerce.message.sendMessage', ['irreversible'], 'a message to a member cannot be taken back'],

  // Notifications: where eBay pushes data
  [
    'commerce.notification.createDestination',
    ['egress'],
    'eBay will push notifications (buyers’ names and addresses among them) to its endpoint',
  ],
  ['commerce.notification.updateDestination', ['egress'], 'changes where eBay pushes notifications'],
  ['commerce.notification.createSubscription', ['egress'], 'starts pushes of a topic to a destination'],
  ['commerce.notification.updateSubscription', ['egress'], 'can point a subscription at another destination'],
  ['commerce.notification.enableSubscription', ['egress'], 'starts the pushes again'],
  ['commerce.notification.updateConfig', ['egress'], 'the alert email address eBay writes to'],

  // Credentials
  ['developer.clientRegistration.registerClient', ['credentials'], 'registers a new OAuth client with its own keys'],
  [
    'developer.keyManagement.createSigningKey',
    ['credentials'],
    'creates a signing key (its private key is in the answer)',
  ],

  // Account and payouts
  ['sell.accountV2.updatePayoutPercentage', ['spend'], "decides which bank account gets the seller's payouts"],
  [
    'sell.accountV2.updateShippingCost',
    ['price'],
    'changes the shipping cost buyers pay on listings that use the rate table',
  ],

  // eDelivery international shipping
  ['sell.edeliveryInternationalShipping.bulkCancelPackages', ['irreversible'], 'cancels packages'],
  [
    'sell.edeliveryInternationalShipping.bulkConfirmPackages',
    ['spend'],
    'confirms packages for shipping, which charges them',
  ],
  ['sell.edeliveryInternationalShipping.bulkDeletePackages', ['irreversible'], 'deletes packages'],
  ['sell.edeliveryInternationalShipping.cancelBundle', ['irreversible'], 'cancels a bundle'],
  ['sell.edeliveryInternationalShipping.cancelPackage', ['irreversible'], 'cancels a package'],
  [
    'sell.edeliveryInternationalShipping.confirmPackage',
    ['spend'],
    'confirms a package for shipping, which charges it',
  ],

  // Feeds
  [
    'sell.feed.uploadFile',
    ['spend', 'price', 'irreversible'],
    'a feed file runs the bulk calls its feed type names: listing (fees), revising prices and quantities, ending listings',
  ],

  // Fulfillment: payment disputes and refunds
  ['sell.fulfillment.acceptPaymentDispute', ['spend', 'irreversible'], 'the buyer keeps the disputed amount'],
  ['sell.fulfillment.contestPaymentDispute', ['irreversible'], 'a decision on a payment dispute, final once sent'],
  ['sell.fulfillment.issueRefund', ['spend', 'irreversible'], "refunds the buyer from the seller's funds"],

  // Inventory: listings, prices and quantities
  [
    'sell.inventory.bulkCreateOrReplaceInventoryItem',
    ['spend', 'price'],
    'sets the quantity for sale of published offers of these SKUs; a subtitle adds a listing fee',
  ],
  [
    'sell.inventory.createOrReplaceInventoryItem',
    ['spend', 'price'],
    'sets the quantity for sale of published offers of this SKU; a subtitle adds a listing fee',
  ],
  [
    'sell.inventory.createOrReplaceInventoryItemGroup',
    ['price'],
    'changes the variations of a live multi-variation listing',
  ],
  ['sell.inventory.bulkMigrateListing', ['irreversible'], 'a listing moved to the Inventory API cannot move back'],
  ['sell.inventory.bulkPublishOffer', ['spend'], 'lists offers live, with listing fees'],
  ['sell.inventory.publishOffer', ['spend'], 'lists an offer live, with listing fees'],
  [
    'sell.inventory.publishOfferByInventoryItemGroup',
    ['spend'],
    'lists a multi-variation listing live, with listing fees',
  ],
  ['sell.inventory.bulkUpdatePriceQuantity', ['price'], 'changes the price and quantity of live listings'],
  [
    'sell.inventory.updateOffer',
    ['spend', 'price'],
    'changes the price and quantity of a published offer\u2019s live listing; a reserve price adds a fee',
  ],
  ['sell.inventory.withdrawOffer', ['irreversible'], 'ends a live listing'],
  ['sell.inventory.withdrawOfferByInventoryItemGroup', ['irreversible'], 'ends a live multi-variation listing'],

  // Shipping labels
  ['sell.logistics.cancelShipment', ['irreversible'], 'cancels a shipment and its label'],
  ['sell.logistics.createFromShippingQuote', ['spend'], 'buys a shipping label'],

  // Marketing: ads, campaigns, bids, promotions, emails
  ['sell.marketing.bulkCreateAdsByInventoryReference', ['spend'], 'ads charge their ad rate on each sale'],
  ['sell.marketing.bulkCreateAdsByListingId', ['spend'], 'ads charge their ad rate on each sale'],
  ['sell.marketing.bulkCreateKeyword', ['spend'], 'keywords bid per click'],
  ['sell.marketing.bulkDeleteAdsByInventoryReference', ['irreversible'], 'deletes ads'],
  ['sell.marketing.bulkDeleteAdsByListingId', ['irreversible'], 'deletes ads'],
  ['sell.marketing.bulkUpdateAdsBidByInventoryReference', ['spend'], 'changes the ad rate charged on each sale'],
  ['sell.marketing.bulkUpdateAdsBidByListingId', ['spend'], 'changes the ad rate charged on each sale'],
  ['sell.marketing.bulkUpdateAdsStatus', ['spend'], 'can make ads live again, which charge per click'],
  ['sell.marketing.bulkUpdateAdsStatusByListingId', ['spend'], 'can make ads live again, which charge their ad rate'],
  ['sell.marketing.bulkUpdateKeyword', ['spend'], 'changes keyword bids per click'],
  ['sell.marketing.cloneCampaign', ['spend'], 'a new campaign with the same budget and bids'],
  ['sell.marketing.createAdByListingId', ['spend'], 'an ad charges its ad rate on each sale'],
  ['sell.marketing.createAdGroup', ['spend'], 'an ad group bids its default bid per click'],
  ['sell.marketing.createAdsByInventoryReference', ['spend'], 'ads charge their ad rate on each sale'],
  ['sell.marketing.createCampaign', ['spend'], 'a campaign spends its daily budget or ad rate'],
  ['sell.marketing.createEmailCampaign', ['irreversible'], 'an email to the store’s subscribers cannot be taken back'],
  ['sell.marketing.createItemPriceMarkdownPromotion', ['spend', 'price'], 'a markdown sale lowers what buyers pay'],
  ['sell.marketing.createItemPromotion', ['spend'], 'a discount on what buyers pay'],
  ['sell.marketing.createKeyword', ['spend'], 'a keyword bids per click'],
  ['sell.marketing.deleteAdsByInventoryReference', ['irreversible'], 'deletes ads'],
  ['sell.marketing.endCampaign', ['irreversible'], 'an ended campaign cannot run again'],
  ['sell.marketing.launchCampaign', ['spend'], 'starts spending the campaign’s budget'],
  ['sell.marketing.resumeCampaign', ['spend'], 'starts spending the campaign’s budget again'],
  ['sell.marketing.resumePromotion', ['spend'], 'the discount applies again'],
  ['sell.marketing.setupQuickCampaign', ['spend'], 'a campaign spends its daily budget'],
  ['sell.marketing.updateAdGroup', ['spend'], 'changes the ad group’s default bid'],
  ['sell.marketing.updateAdRateStrategy', ['spend'], 'changes the ad rate charged on each sale'],
  ['sell.marketing.updateBid', ['spend'], 'changes an ad’s bid'],
  ['sell.marketing.updateBiddingStrategy', ['spend'], 'changes how much the campaign bids'],
  ['sell.marketing.updateCampaignBudget', ['spend'], 'changes the daily budget the campaign spends'],
  ['sell.marketing.updateItemPriceMarkdownPromotion', ['spend', 'price'], 'changes a markdown sale’s discount'],
  ['sell.marketing.updateItemPromotion', ['spend'], 'changes a discount'],
  ['sell.marketing.updateKeyword', ['spend'], 'changes a keyword’s bid'],
  [
    'sell.negotiation.sendOfferToInterestedBuyers',
    ['spend', 'irreversible'],
    'a discounted offer that buyers can accept at once, sent to them',
  ],

  // Trading: listings and their fees
  ['trading.AddFixedPriceItem', ['spend'], 'lists an item live, with listing fees'],
  ['trading.AddItem', ['spend'], 'lists an item live, with listing fees'],
  ['trading.AddItemFromSellingManagerTemplate', ['spend'], 'lists an item live, with listing fees'],
  ['trading.AddItems', ['spend'], 'lists items live, with listing fees'],
  ['trading.AddSecondChanceItem', ['spend', 'irreversible'], 'offers an item to a bidder, who can buy it at once'],
  ['trading.AddTransactionConfirmationItem', ['spend'], 'lists an item for one buyer, with fees'],
  ['trading.RelistFixedPriceItem', ['spend'], 'lists an ended item again, with listing fees'],
  ['trading.RelistItem', ['spend'], 'lists an ended item again, with listing fees'],
  [
    'trading.ReviseFixedPriceItem',
    ['spend', 'price'],
    'changes a live listing, its price and quantity among others; upgrades add fees',
  ],
  [
    'trading.ReviseInventoryStatus',
    ['spend', 'price'],
    'changes the price and quantity of live listings, which can change their fees',
  ],
  [
    'trading.ReviseItem',
    ['spend', 'price'],
    'changes a live listing, its price and quantity among others; upgrades add fees',
  ],
  ['trading.AddToItemDescription', ['irreversible'], 'text appended to a live listing cannot be removed'],
  ['trading.SetPromotionalSale', ['spend'], 'a discount on what buyers pay'],
  ['trading.SetPromotionalSaleListings', ['spend', 'price'], 'applies a discount to live listings'],
  ['trading.SetShippingDiscountProfiles', ['spend'], 'shipping discounts on what buyers pay'],
  ['trading.VeROReportItems', ['irreversible'], 'reports listings to eBay for removal'],

  // Trading: buying, offers, orders and disputes
  ['trading.PlaceOffer', ['spend'], 'a bid, a purchase or a best offer, for the quantity it names'],
  [
    'trading.RespondToBestOffer',
    ['spend', 'irreversible'],
    'accepting sells at the offered price; a decision cannot be taken back',
  ],
  ['trading.AddOrder', ['irreversible'], 'combines a buyer’s unpaid line items into one order with the total they pay'],
  ['trading.CompleteSale', ['irreversible'], 'can leave feedback and mark an order paid or shipped'],
  ['trading.SendInvoice', ['irreversible'], 'an invoice sent to the buyer cannot be taken back'],
  ['trading.AddDispute', ['irreversible'], 'opens an unpaid-item or cancellation dispute'],
  ['trading.AddDisputeResponse', ['irreversible'], 'a response on a dispute cannot be taken back'],
  ['trading.SellerReverseDispute', ['irreversible'], 'reverses a dispute for good'],

  // Trading: messages and feedback
  ['trading.AddMemberMessageAAQToPartner', ['irreversible'], 'a message to a member cannot be taken back'],
  ['trading.AddMemberMessageRTQ', ['irreversible'], 'a message to a member cannot be taken back'],
  ['trading.AddMemberMessagesAAQToBidder', ['irreversible'], 'messages to bidders cannot be taken back'],
  ['trading.LeaveFeedback', ['irreversible'], 'feedback stays on the member’s profile'],
  ['trading.RespondToFeedback', ['irreversible'], 'a public reply to feedback'],

  // Trading: notifications and tokens
  ['trading.SetNotificationPreferences', ['egress'], 'sets the URL and email address eBay pushes notifications to'],
  ['trading.FetchToken', ['credentials'], 'turns a sign-in session into a user token'],
  ['trading.GetClientAlertsAuthToken', ['credentials'], 'makes a Client Alerts token'],
  ['trading.RevokeToken', ['credentials', 'irreversible'], 'revokes the user’s token'],
  ['clientAlerts.Login', ['credentials'], 'makes a Client Alerts session'],
  ['clientAlerts.Logout', ['write'], 'ends a Client Alerts session'],
  [
    'sell.account.updateFulfillmentPolicy',
    ['price'],
    'changes the shipping cost buyers pay on every live listing that uses the policy',
  ],
  ['sell.account.updateReturnPolicy', ['price'], 'changes the return terms of every live listing that uses the policy'],
  ['sell.account.createOrReplaceSalesTax', ['price'], 'changes the sales tax buyers pay on live listings'],
  ['sell.account.bulkCreateOrReplaceSalesTax', ['price'], 'changes the sales tax buyers pay on live listings'],
  ['trading.SetTaxTable', ['price'], 'changes the sales tax buyers pay on live listings'],
  [
    'sell.marketing.updateCampaignIdentification',
    ['spend'],
    'a new start date starts spending, and a missing end date lets the campaign run until paused',
  ],
  [
    'sell.marketing.updateEmailCampaign',
    ['irreversible'],
    'rewrites and schedules an email to the store\u2019s subscribers',
  ],
  [
    'commerce.media.createImageFromUrl',
    ['egress'],
    'eBay fetches the URL, so whatever it carries leaves for that address',
  ],
  [
    'commerce.media.createDocumentFromUrl',
    ['egress'],
    'eBay fetches the URL, so whatever it carries leaves for that address',
  ],
  ['commerce.message.updateConversation', ['irreversible'], 'can delete a conversation'],
  ['commerce.message.bulkUpdateConversation', ['irreversible'], 'can delete conversations'],
  [
    'sell.fulfillment.createShippingFulfillment',
    ['irreversible'],
    'marks items shipped and tells the buyer; eBay has no call to take it back',
  ],
  ['postOrder.inquiry.provideInquiryRefundInfo', ['irreversible'], 'tells the buyer a refund was sent'],
  ['postOrder.inquiry.provideInquiryShipmentInfo', ['irreversible'], 'sends shipment details to the buyer'],
  ['postOrder.case.providesReturnAddress', ['irreversible'], 'sends a return address to the buyer'],
  ['postOrder.return.addShippingLabelInfo', ['irreversible'], 'sends label details to the buyer'],
  [
    'trading.SetUserPreferences',
    ['spend', 'irreversible', 'egress'],
    'automatic relisting (fees), emails to winning buyers, payment addresses',
  ],
  ['trading.GetSessionID', ['credentials'], 'starts an Auth\u2019n\u2019Auth sign-in that ends in a user token'],
  ['sell.edeliveryInternationalShipping.createComplaint', ['irreversible'], 'files a complaint'],
  [
    'trading.SetSellingManagerTemplateAutomationRule',
    ['spend'],
    'lists, relists and offers items automatically, with fees',
  ],
  ['trading.SetSellingManagerItemAutomationRule', ['spend'], 'relists and offers items automatically, with fees'],
  ['trading.SetSellingManagerFeedbackOptions', ['irreversible'], 'leaves feedback automatically'],
  [
    'trading.UploadSiteHostedPictures',
    ['egress'],
    'eBay fetches ExternalPictureURL, so whatever it carries leaves for that address',
  ],
];

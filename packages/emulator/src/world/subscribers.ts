// Who does what when something happens: the one list of consequences of the emulator's domain events
// (docs/architecture.md#world-events). Handlers change the world and emit what changed; what follows is wired here.
import type { EmulatorContext } from '../context.js';
import { EventLog } from './events.js';
import { platformBestOfferAnswered, platformBestOfferMade } from './best-offer-notifications.js';
import { forgetFeedbackProfile } from './feedback-profile.js';
import { platformFeedback } from './feedback-notifications.js';
import { platformAskSellerQuestion, platformMyMessages } from './message-notifications.js';
import { pushPriceRevision, pushUnavailable } from './listing-notifications.js';
import { pushBuyerQuestion, pushFeedbackTopics } from './member-topic-notifications.js';
import { orderCancelApproved, orderCancelRejected, orderCancelRequested } from './order-cancellation.js';
import { refundCancelledOrder, writeOrderRefund } from './order-refunds.js';
import { recordPayout, recordRefund, recordSale } from './finances.js';
import { writeOrderPayment, writePaymentFailure } from './payment.js';
import { recordDisputeClosed, recordDisputeOpened, refundAcceptedDispute } from './payment-disputes.js';
import { pushMarkedShipped, pushOrderConfirmation } from './order-notifications.js';
import {
  platformCaseClosed,
  platformReturnClosed,
  platformReturnCreated,
  platformReturnEscalated,
  platformReturnMoved,
} from './post-order-notifications.js';
import {
  platformItemClosed,
  platformItemListed,
  platformItemRevised,
  platformItemSold,
} from './platform-notifications.js';

/** A new event log with every consequence subscribed (one per emulator state: `reset()` makes a fresh one). */
export function worldEvents(): EventLog<EmulatorContext> {
  const events = new EventLog<EmulatorContext>();
  events.subscribe('listing.revised', pushPriceRevision);
  events.subscribe('listing.ended', pushUnavailable);
  events.subscribe('cancellation.requested', orderCancelRequested);
  events.subscribe('cancellation.approved', orderCancelApproved);
  events.subscribe('cancellation.rejected', orderCancelRejected);
  events.subscribe('order.cancelled', refundCancelledOrder);
  events.subscribe('order.refunded', writeOrderRefund);
  events.subscribe('order.paid', writeOrderPayment);
  events.subscribe('order.payment-failed', writePaymentFailure);
  events.subscribe('order.paid', recordSale);
  events.subscribe('order.refunded', recordRefund);
  events.subscribe('listing.created', platformItemListed);
  events.subscribe('listing.revised', platformItemRevised);
  events.subscribe('listing.ended', platformItemClosed);
  events.subscribe('order.placed', platformItemSold);
  events.subscribe('order.paid', pushOrderConfirmation);
  events.subscribe('order.shipped', pushMarkedShipped);
  events.subscribe('return.opened', platformReturnCreated);
  events.subscribe('return.updated', platformReturnMoved);
  events.subscribe('return.closed', platformReturnClosed);
  events.subscribe('case.opened', platformReturnEscalated);
  events.subscribe('case.closed', platformCaseClosed);
  events.subscribe('message.sent', platformAskSellerQuestion);
  events.subscribe('message.sent', platformMyMessages);
  events.subscribe('message.sent', pushBuyerQuestion);
  events.subscribe('best-offer.made', platformBestOfferMade);
  events.subscribe('best-offer.answered', platformBestOfferAnswered);
  // The profile is forgotten first, so the notifications that follow read the new score.
  events.subscribe('feedback.left', forgetFeedbackProfile);
  events.subscribe('feedback.left', platformFeedback);
  events.subscribe('feedback.left', pushFeedbackTopics);
  events.subscribe('payout.sent', recordPayout);
  events.subscribe('payment-dispute.opened', recordDisputeOpened);
  events.subscribe('payment-dispute.closed', recordDisputeClosed);
  events.subscribe('payment-dispute.closed', refundAcceptedDispute);
  return events;
}

// Who does what when something happens: the one list of consequences of the emulator's domain events
// (docs/architecture.md#world-events). Handlers change the world and emit what changed; what follows is wired here.
import type { EmulatorContext } from '../context.js';
import { EventLog } from './events.js';
import { platformBestOfferAnswered, platformBestOfferMade } from './best-offer-notifications.js';
import { forgetFeedbackProfile } from './feedback-profile.js';
import { platformFeedback } from './feedback-notifications.js';
import { platformAskSellerQuestion, platformMyMessages } from './message-notifications.js';
import { pushPriceRevision, pushUnavailable } from './listing-notifications.js';
import { orderCancelApproved, orderCancelRejected, orderCancelRequested } from './order-cancellation.js';
import { refundCancelledOrder, writeOrderRefund } from './order-refunds.js';
import { recordRefund, recordSale } from './finances.js';
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
  events.subscribe('order.placed', recordSale);
  events.subscribe('order.refunded', recordRefund);
  events.subscribe('listing.created', platformItemListed);
  events.subscribe('listing.revised', platformItemRevised);
  events.subscribe('listing.ended', platformItemClosed);
  events.subscribe('order.placed', platformItemSold);
  events.subscribe('order.placed', pushOrderConfirmation);
  events.subscribe('order.shipped', pushMarkedShipped);
  events.subscribe('return.opened', platformReturnCreated);
  events.subscribe('return.updated', platformReturnMoved);
  events.subscribe('return.closed', platformReturnClosed);
  events.subscribe('case.opened', platformReturnEscalated);
  events.subscribe('case.closed', platformCaseClosed);
  events.subscribe('message.sent', platformAskSellerQuestion);
  events.subscribe('message.sent', platformMyMessages);
  events.subscribe('best-offer.made', platformBestOfferMade);
  events.subscribe('best-offer.answered', platformBestOfferAnswered);
  // The profile is forgotten first, so the notifications that follow read the new score.
  events.subscribe('feedback.left', forgetFeedbackProfile);
  events.subscribe('feedback.left', platformFeedback);
  return events;
}

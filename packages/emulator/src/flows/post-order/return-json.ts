import { dateTime, money } from '../../values.js';
import type { ReturnRecord, ReturnState } from '../../world/stores/post-order.js';

/** summary.status (ReturnStatusEnum) for each state the emulator uses. */
export const RETURN_STATUS: Record<ReturnState, string> = {
  RETURN_REQUESTED: 'RETURN_REQUESTED',
  RETURN_LABEL_PENDING: 'WAITING_FOR_RETURN_LABEL',
  ITEM_READY_TO_SHIP: 'READY_FOR_SHIPPING',
  ITEM_SHIPPED: 'ITEM_SHIPPED',
  ITEM_DELIVERED: 'ITEM_DELIVERED',
  REFUND_INITIATED: 'ITEM_DELIVERED',
  RETURN_REJECTED: 'RETURN_REJECTED',
  CLOSED: 'CLOSED',
};

const SELLER_DUE: Partial<Record<ReturnState, string>> = {
  RETURN_REQUESTED: 'SELLER_APPROVE_REQUEST',
  RETURN_LABEL_PENDING: 'SELLER_PROVIDE_LABEL',
  ITEM_DELIVERED: 'SELLER_ISSUE_REFUND',
};

/** A return as `ReturnSummaryType` (search members, `summary` of getReturn). */
export function returnSummary(r: ReturnRecord): Record<string, unknown> {
  const due = SELLER_DUE[r.state];
  const refund = money(r.amount, r.currency);
  return {
    returnId: r.returnId,
    orderId: r.orderId,
    buyerLoginName: r.buyer,
    sellerLoginName: r.seller,
    currentType: 'MONEY_BACK',
    state: r.state,
    // An escalated return is CLOSED with status ESCALATED (ReturnStatusEnum).
    status: r.caseId === undefined ? RETURN_STATUS[r.state] : 'ESCALATED',
    creationInfo: {
      item: { itemId: r.itemId, transactionId: r.transactionId, returnQuantity: r.quantity },
      type: 'MONEY_BACK',
      reason: r.reason,
      reasonType: 'SNAD',
      comments: { content: r.comments },
      creationDate: dateTime(r.creationDate),
    },
    sellerTotalRefund: { estimatedRefundAmount: refund },
    buyerTotalRefund: { estimatedRefundAmount: refund },
    ...(due
      ? {
          sellerResponseDue: {
            activityDue: due,
            respondByDate: dateTime(new Date(Date.parse(r.creationDate) + 3 * 86_400_000).toISOString()),
          },
        }
      : {}),
  };
}

/**
 * A return as getReturn answers it: `{ summary, detail }`. `itemPrice` is the unit price the buyer paid, from the
 * order line (ItemDetailType, https://developer.ebay.com/DevZone/post-order/types/ItemDetailType.html).
 */
export function returnDetail(r: ReturnRecord, itemPrice?: number): Record<string, unknown> {
  return {
    summary: returnSummary(r),
    detail: {
      itemDetail: {
        itemId: r.itemId,
        transactionId: r.transactionId,
        itemTitle: r.title,
        returnQuantity: r.quantity,
        ...(itemPrice === undefined ? {} : { itemPrice: money(itemPrice, r.currency) }),
      },
      ...(r.tracking
        ? {
            returnShipmentInfo: {
              shipmentTracking: { carrierUsed: r.tracking.carrier, trackingNumber: r.tracking.trackingNumber },
            },
          }
        : {}),
      ...(r.refundedAt !== undefined
        ? {
            refundInfo: {
              actualRefundDetail: {
                actualRefund: { totalAmount: money(r.amount, r.currency) },
                refundStatus: r.state === 'CLOSED' ? 'SUCCESS' : 'PENDING',
                refundInitiationType: 'SELLER_INITIATED',
              },
            },
          }
        : {}),
      responseHistory: r.history.map((h) => ({
        activity: h.activity,
        author: h.actor,
        fromState: h.fromState,
        toState: h.toState,
        creationDate: dateTime(h.at),
      })),
    },
  };
}

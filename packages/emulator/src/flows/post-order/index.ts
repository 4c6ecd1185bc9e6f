import type { FlowHandler } from '../../rest/flow.js';
import {
  approveCancellationRequest,
  createCancellation,
  getCancellation,
  rejectCancellationRequest,
  searchCancellations,
} from './cancellations.js';
import { closeCase, getCase, issueCaseRefund, searchCases } from './cases.js';
import {
  closeInquiry,
  createInquiry,
  escalateInquiry,
  getInquiry,
  issueInquiryRefund,
  searchInquiries,
} from './inquiries.js';
import {
  cancelReturnRequest,
  createReturnRequest,
  escalateReturn,
  getReturn,
  issueReturnRefund,
  markReturnReceived,
  markReturnShipped,
  processReturnRequest,
  searchReturns,
} from './returns.js';

export { postOrderError, POST_ORDER_ERROR_IDS, type PostOrderDomain } from './errors.js';
export type {
  PostOrderState,
  ReturnRecord,
  InquiryRecord,
  CaseRecord,
  CancellationRecord,
} from '../../world/stores/post-order.js';

/** Post-Order returns, inquiries, cases and cancellations: seeded records and eBay's state transitions, per emulator. */
export const POST_ORDER_FLOWS = {
  'postOrder.return.createReturnRequest': createReturnRequest,
  'postOrder.return.processReturnRequest': processReturnRequest,
  'postOrder.return.markReturnShipped': markReturnShipped,
  'postOrder.return.markReturnReceived': markReturnReceived,
  'postOrder.return.issueReturnRefund': issueReturnRefund,
  'postOrder.return.cancelReturnRequest': cancelReturnRequest,
  'postOrder.return.escalateReturn': escalateReturn,
  'postOrder.return.getReturn': getReturn,
  'postOrder.return.search': searchReturns,
  'postOrder.inquiry.createInquiry': createInquiry,
  'postOrder.inquiry.getInquiry': getInquiry,
  'postOrder.inquiry.escalateInquiry': escalateInquiry,
  'postOrder.inquiry.closeInquiry': closeInquiry,
  'postOrder.inquiry.issueInquiryRefund': issueInquiryRefund,
  'postOrder.inquiry.search': searchInquiries,
  'postOrder.case.getCase': getCase,
  'postOrder.case.closeCase': closeCase,
  'postOrder.case.issueCaseRefund': issueCaseRefund,
  'postOrder.case.search': searchCases,
  'postOrder.cancellation.createCancellation': createCancellation,
  'postOrder.cancellation.approveCancellationRequest': approveCancellationRequest,
  'postOrder.cancellation.rejectCancellationRequest': rejectCancellationRequest,
  'postOrder.cancellation.getCancellation': getCancellation,
  'postOrder.cancellation.search': searchCancellations,
} satisfies Record<string, FlowHandler>;

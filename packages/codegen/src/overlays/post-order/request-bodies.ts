import { POST_ORDER_ENUMERATIONS } from './enumerations.js';
import { schemaRef } from './schemas.js';
import type { JsonSchema, PostOrderBody, PostOrderBodyParameterRemoval } from './types.js';

// Field names, types, enumerations and required flags from eBay's Post-Order v2 call and type reference pages
// (developer.ebay.com/devzone/post-order/…); see README.md for the sources and the points left unconfirmed.
// A field is listed in `required` only where eBay documents it as required; unconfirmed fields stay optional.

/** A JSON request body. */
function json(required: boolean, properties: Record<string, JsonSchema>, requiredFields?: string[]): PostOrderBody {
  const schema: JsonSchema = { type: 'object', properties };
  if (requiredFields && requiredFields.length > 0) schema.required = requiredFields;
  return { required, contentType: 'application/json', schema };
}

const text = (): JsonSchema => schemaRef('Text');
const dateTime = (): JsonSchema => schemaRef('DateTime');
const amount = (): JsonSchema => schemaRef('Amount');
const str = (): JsonSchema => ({ type: 'string' });
const int = (): JsonSchema => ({ type: 'integer' });
const bool = (): JsonSchema => ({ type: 'boolean' });
const oneOf = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });

/** `UploadFileRequest`: the file travels as base64 text inside JSON, not as multipart form data. */
const uploadFile = (): PostOrderBody =>
  json(true, { data: { type: 'string', format: 'byte' }, fileName: str(), filePurpose: str() }, [
    'data',
    'filePurpose',
  ]);

/** Request bodies eBay takes, by spec file base name, then operationId: every POST/PUT not in `operationsWithoutBody`. */
export const postOrderRequestBodies: Record<string, Record<string, PostOrderBody>> = {
  cancellation: {
    // CreateCancelRequest
    createCancellation: json(true, {
      buyerPaid: bool(),
      buyerPaidDate: dateTime(),
      cancelReason: str(),
      legacyOrderId: str(),
      relistLineItem: { type: 'array', items: schemaRef('RelistLineItem') },
    }),
    // OrderEligibilityCheckInfo
    checkCancellationEligibility: json(true, { legacyOrderId: str() }, ['legacyOrderId']),
    // RejectCancelRequest: both fields optional, but eBay wants at least `{}`
    rejectCancellationRequest: json(true, { shipmentDate: dateTime(), trackingNumber: str() }),
    // ConfirmRefundRequest
    confirmRefundReceived: json(false, { refundDate: dateTime(), unpaidOrder: bool() }),
  },
  case: {
    // AppealRequest
    appealCaseDecision: json(false, { comments: text() }),
    // BuyerCloseCaseRequest (closeReason: BuyerCloseReasonEnum)
    closeCase: json(
      true,
      {
        closeReason: oneOf('ITEM_ARRIVED', 'OTHER', 'WORKED_OUT_WITH_SELLER', 'WOULD_RATHER_KEEP_THE_ITEM'),
        comments: text(),
      },
      ['closeReason'],
    ),
    // CaseVoluntaryRefundRequest
    issueCaseRefund: json(false, { comments: text() }),
    // ProvideShipmentInfoRequest
    provideReturnShipmentInfo: json(true, { shippingCarrierName: str(), trackingNumber: str() }, [
      'shippingCarrierName',
      'trackingNumber',
    ]),
    // ReturnAddressRequest
    providesReturnAddress: json(
      true,
      { firstName: str(), lastName: str(), returnAddress: schemaRef('Address'), RMA: str() },
      ['returnAddress'],
    ),
  },
  inquiry: {
    // CheckInquiryEligibilityRequest
    checkInquiryEligibility: json(true, { itemId: str(), transactionId: str() }, ['itemId', 'transactionId']),
    // BuyerCloseInquiryRequest (BuyerCloseReasonEnum minus WOULD_RATHER_KEEP_THE_ITEM, which inquiries refuse)
    closeInquiry: json(false, {
      closeReason: oneOf('ITEM_ARRIVED', 'OTHER', 'WORKED_OUT_WITH_SELLER'),
      comments: text(),
    }),
    // CreateInquiryRequest (desiredOutcome: DesiredOutcomeTypeEnum)
    createInquiry: json(
      true,
      {
        claimQuantity: int(),
        comments: text(),
        desiredOutcome: oneOf('FULL_REFUND', 'STILL_WANT_ITEM'),
        itemId: str(),
        transactionId: str(),
      },
      ['itemId', 'transactionId'],
    ),
    // EscalateInquiryRequest (escalateInquiryReason: InquiryEscalationReasonEnum, list not fully retrieved)
    escalateInquiry: json(true, { comments: text(), escalateInquiryReason: str() }, [
      'comments',
      'escalateInquiryReason',
    ]),
    // InquiryVoluntaryRefundRequest
    issueInquiryRefund: json(false, { comments: text() }),
    // SellerProvideRefundInfoRequest
    provideInquiryRefundInfo: json(true, { message: text() }, ['message']),
    // ShipmentInfoRequest: every field optional or conditional
    provideInquiryShipmentInfo: json(false, {
      proofOfShipmentUploaded: bool(),
      sellerComments: text(),
      shippedWithTracking: bool(),
      shippingCarrierName: str(),
      shippingDate: dateTime(),
      trackingNumber: str(),
    }),
    // SendMessageRequest
    sendInquiryMessage: json(true, { message: text() }, ['message']),
  },
  return: {
    // ProvideLabelRequest (labelAction: LabelActionEnum)
    addShippingLabelInfo: json(false, {
      carrierEnum: str(),
      carrierName: str(),
      comments: text(),
      fileId: str(),
      forwardShippingLabelProvided: bool(),
      labelAction: oneOf(
        'AU_LABEL',
        'EBAY_LABEL',
        'MARK_AS_SENT',
        'NO_LABEL',
        'PURCHASE_LABEL',
        'UNKNOWN',
        'UPLOAD_LABEL',
      ),
      labelId: str(),
      labelSentDate: dateTime(),
      noLabelReason: str(),
      returnLabelCost: amount(),
      trackingNumber: str(),
    }),
    // CloseReturnRequest (buyerCloseReason: BuyerCloseReturnReasonEnum)
    cancelReturnRequest: json(false, {
      buyerCloseReason: oneOf(
        'BUYER_NO_LONGER_WANTS_RETURN',
        'BUYER_RECEIVED_REFUND',
        'BUYER_RECEIVED_REPLACEMENT',
        'BUYER_STARTED_RETURN_ACCIDENTALLY',
        'CHARGE_BACK_OPENED',
        'OTHER',
        'UNKNOWN',
      ),
      comments: text(),
    }),
    // CheckEligibilityRequest (checkTypes: ret:EligibilityCheckTypeEnum)
    checkReturnEligibility: json(
      true,
      {
        checkTypes: {
          type: 'array',
          items: oneOf(
            'ITEM_SELECTION',
            'PRE_TRANSACTION',
            'REPLACEMENT_CREATION',
            'REPLACEMENT_ITEM_SELECTION',
            'RETURN_CREATION',
            'RETURN_REASON_SELECTION',
            'UNPAID_TRANSACTION',
          ),
        },
        itemId: str(),
        reason: str(),
        returnQuantity: int(),
        transactionId: str(),
      },
      ['checkTypes', 'itemId', 'transactionId'],
    ),
    // SetReturnCreationSessionRequest
    createReturnDraft: json(true, { returnRequest: schemaRef('ReturnRequestType') }),
    // CreateReturnRequest: the returnRequest fields eBay requires when creating a return are enforced here
    createReturnRequest: json(
      true,
      {
        draftId: str(),
        returnRequest: {
          type: 'object',
          properties: {
            carrier: str(),
            comments: text(),
            itemId: str(),
            reason: str(),
            requestType: oneOf('CREATE', 'REQUEST', 'UNKNOWN'),
            returnQuantity: int(),
            transactionId: str(),
            type: str(),
          },
          required: ['itemId', 'transactionId', 'reason', 'returnQuantity', 'type'],
        },
      },
      ['returnRequest'],
    ),
    // EscalateRequest (reason: EscalateReasonEnum, list not fully retrieved; eBay calls it not required)
    escalateReturn: json(false, { comments: text(), reason: str() }),
    // SetReturnCreationSessionRequest: the whole returnRequest must be sent on update
    updateReturnDraft: json(true, { returnRequest: schemaRef('ReturnRequestType') }, ['returnRequest']),
    // GetEstimateRequest
    getReturnEstimate: json(true, { itemId: str(), reason: str(), returnQuantity: int(), transactionId: str() }),
    // SetSellerReturnPreferenceRequest
    setReturnPreferences: json(true, { rmaRequired: bool() }, ['rmaRequired']),
    // IssueRefundRequest
    issueReturnRefund: json(false, {
      comments: text(),
      refundDetail: schemaRef('RefundDetailType'),
      relistItem: bool(),
    }),
    // MarkAsReceivedRequest
    markReturnReceived: json(false, { comments: text() }),
    // MarkRefundSentRequest: comments is a plain string here, not Text
    markReturnRefundSent: json(false, {
      comments: str(),
      partialRefundAmount: amount(),
      refundDetail: schemaRef('RefundDetailType'),
    }),
    // MarkAsShippedRequest
    markReturnShipped: json(false, {
      carrierEnum: str(),
      carrierName: str(),
      carrierUsed: str(),
      comments: text(),
      shippedDate: dateTime(),
      trackingNumber: str(),
    }),
    // DecideReturnRequest (decision: DecisionEnum)
    processReturnRequest: json(
      true,
      {
        comments: text(),
        decision: oneOf(...POST_ORDER_ENUMERATIONS.ReturnDecision.values),
        keepOriginalItem: bool(),
        partialRefundAmount: amount(),
        RMANumber: str(),
        rMAProvided: bool(),
      },
      ['decision'],
    ),
    // SendMessageRequest
    sendReturnMessage: json(true, { message: text() }, ['message']),
    // SubmitFileRequest
    submitReturnFile: json(false, { filePurpose: str() }),
    // UpdateTrackingRequest: every field conditional
    updateShipmentTrackingInfo: json(false, {
      newCarrierEnum: str(),
      newCarrierName: str(),
      newTrackingNumber: str(),
      usedCarrierEnum: str(),
      usedCarrierName: str(),
      usedTrackingNumber: str(),
    }),
    // UploadFileRequest
    uploadReturnDraftFile: uploadFile(),
    // UploadFileRequest
    uploadReturnFile: uploadFile(),
    // VoidLabelRequest
    voidShippingLabel: json(false, { comments: text(), labelId: str() }),
  },
};

/** POST/PUT operations eBay documents as taking no request payload, by spec file base name, then operationId: the reason. */
export const operationsWithoutBody: Record<string, Record<string, string>> = {
  cancellation: {
    approveCancellationRequest: 'no request payload; the cancelId path parameter is the whole input',
  },
  case: {},
  inquiry: {
    confirmInquiryRefund: 'no request payload; the inquiryId path parameter is the whole input',
  },
  return: {
    createReturnShippingLabel: 'no request payload; the returnId path parameter is the whole input',
    markReturnRefundReceived: 'no request payload; the returnId path parameter is the whole input',
    sendReturnShippingLabel: 'no request payload; the address goes in the required to_email_address query parameter',
  },
};

/** Parameters the specs declare `in: body` (invalid in OpenAPI 3); drop them, their fields are in the bodies above. */
export const postOrderBodyParameterRemovals: PostOrderBodyParameterRemoval[] = [
  { file: 'case', operationId: 'provideReturnShipmentInfo', names: ['shippingCarrierName', 'trackingNumber'] },
  { file: 'inquiry', operationId: 'escalateInquiry', names: ['escalateInquiryReason'] },
];

// Post-Order API v2 states and statuses (docs/ebay-facts.md#post-order-states). One home: codegen writes them from
// packages/codegen/src/overlays/post-order/enumerations.ts, which the Post-Order overlays (query parameters, the
// decide body) read too; the emulator takes its types from here. InquiryState and ReturnStatus are known to be
// incomplete (the source lists were truncated), so code reading responses must tolerate other strings.
export {
  CancelState,
  CancelStatus,
  CaseStatus,
  CaseType,
  EligibilityStatus,
  InquiryState,
  InquiryStatus,
  ReturnDecision,
  ReturnFilterState,
  ReturnState,
  ReturnStatus,
} from '../generated/post-order-enums.gen.js';

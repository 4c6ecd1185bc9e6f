// @baykit/emulator/admin: a typed client of a running emulator's admin API (`/__emulator/…`), without the emulator
// itself (what the `baykit` command line, the explorer, tests and benchmarks call).
export { createEmulatorAdmin, type EmulatorAdmin, type EmulatorAdminOptions } from './admin-client/admin-client.js';
export { EmulatorAdminError, isEmulatorAdminError } from './admin-client/admin-error.js';
export { signInOnEmulator } from './admin-client/sign-in.js';
export {
  isSimulateEvent,
  SIMULATE_EVENTS,
  SIMULATE_FIELDS,
  type SimulateFieldKind,
} from './admin-client/simulate-events.js';
export { SIMULATE_HELP, type SimulateEventHelp } from './admin-client/simulate-help.js';
export type {
  AppRegistration,
  ApprovedConsent,
  Delivery,
  Emitted,
  EmulatorNow,
  EventDataMap,
  EventFilter,
  EventPage,
  EventType,
  FaultKind,
  FaultRequest,
  LoggedRequest,
  PlatformDelivery,
  RegisteredApp,
  RequestLogAnswer,
  WorldEvent,
} from './admin-client/types.js';
export type {
  SimulateAuctionEndFields,
  SimulateAuctionEndResult,
  SimulateBestOfferFields,
  SimulateBestOfferResult,
  SimulateBuyerMessageFields,
  SimulateBuyerMessageResult,
  SimulateFeedbackFields,
  SimulateFeedbackResult,
  SimulateListingFields,
  SimulateEvent,
  SimulateFieldsMap,
  SimulatePurchaseFields,
  SimulatePurchaseResult,
  SimulateResultMap,
} from './admin-client/simulate-events.js';
export type {
  SimulatePaymentDisputeFields,
  SimulatePaymentDisputeResult,
  SimulatePaymentFields,
  SimulatePaymentResult,
  SimulatePayoutFields,
  SimulatePayoutResult,
  SimulateUnpaidItemFields,
  SimulateUnpaidItemResult,
} from './admin-client/simulate-money-events.js';
export type {
  SimulateCancellationRequestFields,
  SimulateCancellationRequestResult,
  SimulateCaseFields,
  SimulateCaseResult,
  SimulateInquiryFields,
  SimulateInquiryResult,
  SimulateReturnRequestFields,
  SimulateReturnRequestResult,
} from './admin-client/simulate-post-order-events.js';

// The answers of the admin API (`/__emulator/…`, packages/emulator/README.md "Admin API"). Type-only imports: the
// admin client loads none of the emulator's server code.
import type { FaultKind } from '../faults/faults.js';
import type { Delivery } from '../world/stores/notification-subscriptions.js';
import type { Emitted } from '../flows/notification/push.js';
import type { LoggedRequest } from '../request-log.js';
import type { AppRegistration } from '../types.js';
import type { PlatformDelivery } from '../world/stores/platform-notifications.js';
import type { EventDataMap, EventFilter, EventPage, EventType, WorldEvent } from '../world/events.js';

export type {
  AppRegistration,
  Delivery,
  Emitted,
  EventDataMap,
  EventFilter,
  EventPage,
  EventType,
  FaultKind,
  LoggedRequest,
  PlatformDelivery,
  WorldEvent,
};

/** The emulator's clock after a call that changes state (`reset`, `advanceClock`, `expireTokens`, `addFault`). */
export interface EmulatorNow {
  /** The emulator's time (ISO 8601), which `advanceClock` moves forward. */
  now: string;
}

/** A fault to queue: the next `count` requests whose path starts with `match` fail with `fault`. */
export interface FaultRequest {
  /** A path prefix such as `/sell/` (must start with `/`). */
  match: string;
  fault: FaultKind;
  /** How many requests fail (a whole number ≥ 1); default 1. */
  count?: number;
}

/** `GET /__emulator/requests`: the request log (secrets masked) and every notification push sent. */
export interface RequestLogAnswer {
  /** The last 1000 requests, newest last. */
  requests: LoggedRequest[];
  /** Notification API pushes (each retry too). */
  notifications: Delivery[];
  /** Trading's SOAP platform notifications. */
  platformNotifications: PlatformDelivery[];
}

/** A consent approved without a browser. */
export interface ApprovedConsent {
  /** The URL eBay would send the browser to, with the authorization `code`. */
  redirect: string;
}

/** What `registerApp` gave: the app, and whether this call created it (the same redirect URL gives the same app). */
export interface RegisteredApp {
  app: AppRegistration;
  created: boolean;
}

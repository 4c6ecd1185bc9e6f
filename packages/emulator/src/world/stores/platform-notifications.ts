// Trading platform notifications: what each app set with SetNotificationPreferences and the SOAP pushes the
// emulator sent it (xml/platform-notifications.ts reads and writes the preferences, world/platform-push.ts pushes).

/** A named delivery URL of the application (`DeliveryURLDetails`), chosen per user by `DeliveryURLName`. */
export interface DeliveryUrl {
  name: string;
  url?: string;
  enabled: boolean;
}

/** What one user set: event switches, the delivery URLs by name, `ExternalUserData` and event properties. */
export interface UserPreferences {
  /** Event types: `Enable` (true) or `Disable`. */
  events: Map<string, boolean>;
  /** `DeliveryURLName` as sent: one name or several separated by commas. */
  deliveryUrlName?: string;
  externalUserData?: string;
  /** `EventProperty` entries by `EventType` and `Name`. */
  properties: Map<string, { EventType: string; Name: string; Value: string }>;
}

/** What `SetNotificationPreferences` stored: the application's preferences and each user's. */
export interface Preferences {
  applicationUrl?: string;
  applicationEnabled: boolean;
  alertEmail?: string;
  alertEnabled?: boolean;
  payloadVersion?: string;
  deviceType?: string;
  deliveryUrls: Map<string, DeliveryUrl>;
  users: Map<string, UserPreferences>;
}

/** One SOAP push the emulator sent (or tried to). */
export interface PlatformDelivery {
  event: string;
  user: string;
  url: string;
  status: number;
  time: string;
  body: string;
}

/** One app's preferences and the pushes sent to it. */
export interface PlatformState {
  preferences: Preferences;
  deliveries: PlatformDelivery[];
}

/** Each app's own preferences and pushes, by App ID: one app never reads or changes another's. */
export type PlatformNotificationState = Map<string, PlatformState>;

/** The platform notification store of a new (or reset) emulator: no app set anything yet. */
export function createPlatformNotificationState(): PlatformNotificationState {
  return new Map();
}

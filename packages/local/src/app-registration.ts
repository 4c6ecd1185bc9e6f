// What an emulator's registered app is: part of what a shared emulator proves about itself (proof.ts), so tools
// that find one (the command line, the explorer) know its keys without loading the emulator.
/** A registered application (keyset) of the emulator: what eBay's developer portal holds for a keyset. */
export interface AppRegistration {
  appId: string;
  certId: string;
  devId: string;
  /** The RuName consent and sign-in flows name. */
  ruName: string;
  /** Where the RuName sends the browser after consent (the "auth accepted URL"). */
  redirectUrl: string;
}

export { createEmulator, DEFAULT_APP, type Emulator } from './emulator.js';
export type { AppRegistration, EmulatorOptions } from './types.js';
export { AppRegistrationError, MAX_REGISTERED_APPS, type AppRequest } from './apps.js';
// Finding and proving the shared emulator and the private state folder moved to @baykit/local (one policy for every
// tool); re-exported here so programs that took them from the emulator still work.
/** @deprecated Import from `@baykit/local`, their home since the state folder got one policy for every tool. */
export {
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  PrivateStateError,
  probeEmulator,
  readPrivateFile,
  requestShutdown,
  securePrivateDir,
  sharedEmulatorSecret,
  sharedEmulatorUrl,
  sharedStateDir,
  SHARED_EMULATOR_PORT,
  writePrivateFile,
  type ProvenEmulator,
} from '@baykit/local';
export type { Listening } from './server.js';
export { EmulatorClock } from './clock.js';
export type { EmulatorSeed, SeedItem, SeedOrder, SeedOrderLine } from './seed.js';
export type { CatalogItem } from './world/stores/listings.js';
export type { FulfillmentOrder, OrderLine } from './world/stores/orders.js';
export { exampleValues, type EmulatorExamples } from './examples.js';
export { sampleRequestBody } from './rest/schema/request-shape.js';
// The schema helpers live in @baykit/spec; re-exported here so programs that took them from the emulator still work.
export {
  enumerationOf,
  inlineSchema,
  requestBodySchema,
  requestShape,
  type InlinedSchema,
  type JsonSchema,
  type ParameterShape,
  type RequestShape,
} from '@baykit/spec';
export { DEFAULT_SELLER_POLICIES, resourceNeed, type ResourceNeed } from './resources/index.js';

export { createEmulator, DEFAULT_APP, type Emulator } from './emulator.js';
export type { AppRegistration, EmulatorOptions } from './types.js';
export { AppRegistrationError, MAX_REGISTERED_APPS, type AppRequest } from './apps.js';
export {
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  probeEmulator,
  requestShutdown,
  sharedEmulatorUrl,
  SHARED_EMULATOR_PORT,
  type ProvenEmulator,
} from './shared.js';
export {
  PrivateStateError,
  readPrivateFile,
  securePrivateDir,
  sharedEmulatorSecret,
  sharedStateDir,
  writePrivateFile,
} from './private-state.js';
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

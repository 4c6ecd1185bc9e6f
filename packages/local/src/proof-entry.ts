// @baykit/local/proof: both sides of the shared emulator's proof (the emulator signs, the tools check), without
// the rest of the package: what the emulator itself loads.
export type { AppRegistration } from './app-registration.js';
export {
  isChallenge,
  newChallenge,
  openProof,
  PROOF_PATH,
  SHUTDOWN_CHALLENGE_PATH,
  SHUTDOWN_PATH,
  signProof,
  signShutdown,
  verifyShutdown,
  type ProofAnswer,
  type ProofPayload,
} from './proof.js';

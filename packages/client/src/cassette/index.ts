// baykit/cassette: the cassette format (docs/cassettes.md) on its own entry, so the main bundle does not carry it.
export {
  CASSETTE_VERSION,
  type Cassette,
  type CassetteExchange,
  type CassetteHeader,
  type CassetteMessageBody,
  type CassetteRequest,
  type CassetteResponse,
} from './types.js';
export {
  formatCassette,
  formatCassetteLine,
  MAX_CASSETTE_EXCHANGES,
  MAX_CASSETTE_LENGTH,
  parseCassette,
} from './parse.js';
export { cassetteRedactor, redactExchange, type RedactOptions } from './redact.js';
export { cassetteBody, isCassetteText } from './body.js';
export { MASKED_VALUE } from './personal.js';
export { CassetteError } from '../errors/cassette-error.js';
export { REDACTED } from '../internal/redact.js';
export { cassetteRecorder, CLIENT_RECORDER, type CassetteRecorder, type CassetteRecorderOptions } from './recorder.js';
export { recordCassette, type RecordCassetteOptions } from './record-file.js';
export { cassetteTransport, type CassetteTransport, type CassetteTransportOptions } from './replay-transport.js';
export { UnrecordedRequestError } from '../errors/unrecorded-request-error.js';

import type { ExchangesExtension } from '../extensions.js';
import { createExchangeRecorder } from './exchange-recorder.js';

/** The `onExchange` option for a `BaseEbayClient`: `new BaseEbayClient({ onExchange }, { exchanges })`. */
export const exchanges: ExchangesExtension = { createRecorder: createExchangeRecorder };

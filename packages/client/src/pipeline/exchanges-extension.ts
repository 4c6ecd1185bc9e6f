import { ConfigError } from '../errors/config-error.js';
import type { ExchangesExtension } from '../extensions.js';
import { loadPart } from '../internal/load-part.js';
import { isTextType } from '../internal/media-type.js';
import { SecretMask, secretsInMessages } from '../internal/wire-mask.js';
import type { ExchangeRecorder } from './exchange.js';
import type * as Recorder from './exchange-recorder.js';

// The recorder (each attempt's request and answer into a masked event) is loaded by import() before the first call of a
// client with `onExchange` (ExchangeRecorder.ready), so a program without it does not load it at start
// (packages/client/README.md#bundle-size). What it needs of start code is handed to it (exchange-recorder.ts, RecorderTools).
// A failed load is a typed error (internal/load-part.ts).
const recorderModule = (): Promise<typeof Recorder> => loadPart(import('./exchange-recorder.js'));

/** The `onExchange` option for a `BaseEbayClient`: `new BaseEbayClient({ onExchange }, { exchanges })`. */
export const exchanges: ExchangesExtension = {
  createRecorder(observer, parts) {
    // Checked here, not with the other options, so a client without the recorder does not carry the check.
    if (typeof observer !== 'function')
      throw new ConfigError('Option "onExchange" must be a function: (event) => void.');
    const { certId, signature } = parts.config;
    const tools = {
      mask: new SecretMask([certId, signature?.privateKey, signature?.jwe]),
      secretsInMessages,
      isTextType,
    };
    let recorder: ExchangeRecorder | undefined;
    // Not a cached promise: a failed import() rejects this call and the next call tries again.
    const load = async (): Promise<void> => {
      const { createExchangeRecorder } = await recorderModule();
      recorder ??= createExchangeRecorder(observer, parts, tools);
    };
    return {
      ready: () => {
        if (recorder) return undefined;
        const loading = load();
        // The pipeline may await the transport's load first: a failed import is not an unhandled rejection meanwhile.
        loading.catch(() => undefined);
        return loading;
      },
      begin(operation, attempt, request) {
        if (!recorder) throw new Error('baykit: the exchange recorder was used before ready() loaded it.');
        return recorder.begin(operation, attempt, request);
      },
    };
  },
};

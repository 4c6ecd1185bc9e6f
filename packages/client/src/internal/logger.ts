import type { Redactor } from './redact.js';

/** A logger baykit writes to (any object with these methods: `console`, pino, winston…). */
export interface Logger {
  debug?(message: string, meta?: Record<string, unknown>): void;
  info?(message: string, meta?: Record<string, unknown>): void;
  warn?(message: string, meta?: Record<string, unknown>): void;
  error?(message: string, meta?: Record<string, unknown>): void;
}

/** Level names of `Logger`. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Wraps a user logger so every line and its metadata pass the client's redactor first. */
export function redactingLogger(logger: Logger | undefined, redactor: Redactor): Required<Logger> {
  const emit =
    (level: LogLevel) =>
    (message: string, meta?: Record<string, unknown>): void => {
      const fn = logger?.[level];
      if (!fn) return;
      const line = redactor.text(message);
      if (meta === undefined) fn.call(logger, line);
      else fn.call(logger, line, redactor.value(meta));
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

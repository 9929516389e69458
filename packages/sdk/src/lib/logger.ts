/** Where log lines go; defaults to the global console. */
export interface LogSink {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** A logger whose lines all start with the same prefix, e.g. `[jobhub]`. */
export type Logger = LogSink;

const noop = () => {};

/**
 * Creates a prefixed logger. It is the only place in the SDK that touches `console`.
 *
 * @param prefix - Text put in brackets before every line.
 * @param sink - Destination; defaults to `globalThis.console`, or nothing when there is none.
 * @example
 * const log = createLogger('jobhub');
 * log.warn('token check failed', error); // "[jobhub] token check failed" Error…
 */
export function createLogger(prefix: string, sink?: Partial<LogSink>): Logger {
  const target: Partial<LogSink> = sink ?? (globalThis.console as Partial<LogSink> | undefined) ?? {};
  const tag = `[${prefix}]`;
  const level = (name: keyof LogSink) => {
    const write = target[name];
    return write ? (...args: unknown[]) => write.call(target, tag, ...args) : noop;
  };
  return { debug: level('debug'), info: level('info'), warn: level('warn'), error: level('error') };
}

/** A logger that drops everything (tests, or hosts that want silence). */
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

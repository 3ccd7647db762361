/** Client log levels (chat-spec section 3); messages below the current level are dropped. */
export const LogLevel = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3 } as const;

export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** Where accepted messages go; the console in the browser. */
export interface LogSink {
  debug(...parts: unknown[]): void;
  info(...parts: unknown[]): void;
  warn(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
}

export interface Logger extends LogSink {
  readonly level: LogLevel;
  setLevel(level: LogLevel): void;
}

/** The default level is ERROR (chat-spec section 3): a quiet console unless asked otherwise. */
export function createLogger({
  level = LogLevel.ERROR,
  sink = console,
}: { level?: LogLevel; sink?: LogSink } = {}): Logger {
  let current: LogLevel = level;
  const at =
    (messageLevel: LogLevel, write: (...parts: unknown[]) => void) =>
    (...parts: unknown[]) => {
      if (messageLevel >= current) write(...parts);
    };
  return {
    get level() {
      return current;
    },
    setLevel(next) {
      current = next;
    },
    debug: at(LogLevel.DEBUG, (...parts) => sink.debug(...parts)),
    info: at(LogLevel.INFO, (...parts) => sink.info(...parts)),
    warn: at(LogLevel.WARN, (...parts) => sink.warn(...parts)),
    error: at(LogLevel.ERROR, (...parts) => sink.error(...parts)),
  };
}

/** The product's client logger; apps may raise its level while diagnosing. */
export const logger = createLogger();

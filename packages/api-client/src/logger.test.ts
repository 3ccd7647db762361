import { describe, expect, it } from 'vitest';
import { createLogger, LogLevel, logger } from './logger';
import type { LogSink } from './logger';

function recordingSink() {
  const lines: string[] = [];
  const sink: LogSink = {
    debug: (message) => lines.push(`debug ${String(message)}`),
    info: (message) => lines.push(`info ${String(message)}`),
    warn: (message) => lines.push(`warn ${String(message)}`),
    error: (message) => lines.push(`error ${String(message)}`),
  };
  return { lines, sink };
}

describe('logger', () => {
  it('numbers the levels DEBUG 0, INFO 1, WARN 2, ERROR 3 (chat-spec section 3)', () => {
    expect(LogLevel).toEqual({ DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3 });
  });

  it('starts at ERROR by default (chat-spec section 3)', () => {
    expect(logger.level).toBe(LogLevel.ERROR);
    const { lines, sink } = recordingSink();
    const quiet = createLogger({ sink });
    quiet.debug('a');
    quiet.info('b');
    quiet.warn('c');
    quiet.error('d');
    expect(lines).toEqual(['error d']);
  });

  it('writes every message at or above the level it is set to', () => {
    const { lines, sink } = recordingSink();
    const verbose = createLogger({ sink, level: LogLevel.ERROR });
    verbose.setLevel(LogLevel.INFO);
    verbose.debug('a');
    verbose.info('b');
    verbose.warn('c');
    expect(lines).toEqual(['info b', 'warn c']);
  });
});

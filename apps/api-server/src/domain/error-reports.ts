import { createHash } from 'node:crypto';

/*
 * Error reports (chat-spec section 8, issue 20): what the server keeps of a report beyond the
 * body the contract validated.
 */

/**
 * The page's path alone: a query string or fragment may carry personal data (a search, a token),
 * so both go; a whole URL keeps only its path.
 */
export function reportedPath(path: string): string {
  return new URL(path, 'http://report.invalid').pathname;
}

/** The first line of a stack that names where it was thrown (`at …`, or Firefox's `fn@file`). */
function firstFrame(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').map((line) => line.trim());
  return frames.find((line) => line.startsWith('at ') || line.includes('@')) ?? '';
}

/**
 * Groups repeats of one failure: the same app, message and throwing frame give the same
 * fingerprint, whoever reports it and whenever.
 */
export function errorFingerprint(report: { app: string; message: string; stack?: string }): string {
  return createHash('sha256')
    .update([report.app, report.message, firstFrame(report.stack)].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

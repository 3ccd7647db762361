import { APP_VERSION } from '@parley/api-contract';

const releasePattern = /^(\d+)\.(\d+)\.(\d+)(?:\D|$)/;

function releaseOf(version: string): string | undefined {
  const match = releasePattern.exec(version.trim());
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
}

/**
 * Whether the API speaks the client's release: the same major.minor.patch. A fourth part or a
 * suffix (`2.2513.3849.0`, `2.2513.3849-rc1`) still matches; a version that is not a release
 * number never does.
 */
export function isApiVersionCompatible(apiVersion: string, clientVersion: string = APP_VERSION) {
  const api = releaseOf(apiVersion);
  return api !== undefined && api === releaseOf(clientVersion);
}

/** The warning of chat-spec section 2 (About drawer). */
export function versionMismatchMessage(apiVersion: string, clientVersion: string = APP_VERSION) {
  return `Version mismatch - client: ${clientVersion}, api: ${apiVersion}`;
}

import type { UnknownAction } from '@reduxjs/toolkit';
import { groupsAdded, groupsInitialised } from './auth-slice';
import type { DirectoryGroup } from './auth-slice';

/** Microsoft Graph's listing of the signed-in user's groups (chat-spec section 7, "directory graph call"). */
export const DIRECTORY_GROUPS_URL = 'https://graph.microsoft.com/v1.0/me/memberOf';

interface DirectoryObject {
  '@odata.type'?: string;
  id?: unknown;
  displayName?: unknown;
  description?: unknown;
}

interface DirectoryPage {
  value?: DirectoryObject[];
  '@odata.nextLink'?: string;
}

export class DirectoryGroupsError extends Error {
  override name = 'DirectoryGroupsError';
}

/** memberOf also lists directory roles and administrative units: only groups are kept. */
function toGroup(entry: DirectoryObject): DirectoryGroup | undefined {
  const isGroup =
    entry['@odata.type'] === undefined || entry['@odata.type'] === '#microsoft.graph.group';
  if (!isGroup || typeof entry.id !== 'string') return undefined;
  return {
    id: entry.id,
    displayName: typeof entry.displayName === 'string' ? entry.displayName : '',
    description: typeof entry.description === 'string' ? entry.description : '',
  };
}

export interface DirectoryGroupsRequest {
  /** A Graph access token (the User.Read token the sign-in acquired). */
  accessToken: string;
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/** Yields the groups page by page, following `@odata.nextLink` until the last page. */
export async function* listDirectoryGroups({
  accessToken,
  url = DIRECTORY_GROUPS_URL,
  fetch = globalThis.fetch,
}: DirectoryGroupsRequest): AsyncGenerator<DirectoryGroup[]> {
  let next: string | undefined = url;
  while (next) {
    const response = await fetch(next, { headers: { Authorization: `Bearer ${accessToken}` } });
    if (!response.ok) {
      throw new DirectoryGroupsError(
        `Listing directory groups failed with status ${response.status}`,
      );
    }
    const page = (await response.json()) as DirectoryPage;
    yield (page.value ?? []).flatMap((entry) => toGroup(entry) ?? []);
    next = page['@odata.nextLink'];
  }
}

/** Loads every page into the auth slice: the first replaces the groups, later pages add to them. */
export async function loadDirectoryGroups(
  dispatch: (action: UnknownAction) => unknown,
  request: DirectoryGroupsRequest,
): Promise<void> {
  let first = true;
  for await (const groups of listDirectoryGroups(request)) {
    dispatch(first ? groupsInitialised(groups) : groupsAdded(groups));
    first = false;
  }
}

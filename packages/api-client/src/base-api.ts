import { delays } from '@parley/api-contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * Every cache tag, declared once (PascalCase singular; `{ type, id: 'LIST' }` marks a collection).
 * `ArchivedConversation` is the Archived tab's list, so archive and unarchive refresh both tabs.
 * `PinnedGptSystem` and `RecentGptSystem` are the Agents sub-tabs. `AdminUser`, `AuditEntry`,
 * `ChatAccessPolicy`, `DirectoryGroup` and `UserRole` are the console's (`admin/`).
 */
export const tagTypes = [
  'AdminUser',
  'ArchivedConversation',
  'AuditEntry',
  'AvailableGptSystem',
  'BrandTheme',
  'ChatAccessPolicy',
  'Conversation',
  'ConversationContext',
  'CurrentUser',
  'DirectoryGroup',
  'Feature',
  'GuidelinesConsent',
  'GuidelinesDocument',
  'InstanceSettings',
  'PinnedGptSystem',
  'PublicConversation',
  'RecentGptSystem',
  'Segment',
  'UserPrompt',
  'UserRole',
] as const;

/** The one api of the product; each area injects its endpoints in `endpoints/<area>.ts`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // chat-spec section 9: unused data kept 60 s; no refetch on focus or reconnect.
  keepUnusedDataFor: delays.unusedCacheSeconds,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

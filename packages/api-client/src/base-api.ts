import { delays } from '@parley/api-contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { isNewSettingsVersion } from './settings-version';

/**
 * Every cache tag, declared once, one per entity (PascalCase singular; `{ type, id: 'LIST' }` marks
 * a collection). `ArchivedConversation` is the Archived tab's list, so archive and unarchive
 * refresh both tabs. An agent (`GptSystem`) appears in several lists, each its own id: `AVAILABLE`
 * (what the user may chat with), `PINNED` and `RECENT` (the Agents sub-tabs), `MANAGED` (the
 * personal agents the user manages); one agent's tag has its `gptSystemId`. `Notice` is a
 * platform notice: `CURRENT` the chat user's current ones, `LIST` the console's. `AdminUser`,
 * `AuditEntry`, `ChatAccessPolicy`, `DataSource`, `DirectoryGroup`, `LibraryFile` and `UserRole`
 * are the console's (`admin/`).
 */
export const tagTypes = [
  'AdminUser',
  'AgentPrompt',
  'ArchivedConversation',
  'AuditEntry',
  'BrandTheme',
  'ChatAccessPolicy',
  'ConfigState',
  'ConfigStateConversation',
  'Connection',
  'Conversation',
  'ConversationContext',
  'CurrentUser',
  'DataSource',
  'DirectoryGroup',
  'ErrorReport',
  'Feature',
  'GptSystem',
  'GuidelinesConsent',
  'GuidelinesDocument',
  'InstanceSettings',
  'LibraryFile',
  'ModerationReport',
  'Notice',
  'PublicConversation',
  'Segment',
  'UserPrompt',
  'UserRole',
] as const;

/**
 * The base query, and then: an answer carrying a newer settings version than the cached settings
 * (`settings-version.ts`) refetches the instance settings, the feature flags and every tab of
 * the console's instance settings (issue 17).
 */
const versionedBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await baseQuery(args, api, extraOptions);
  const store = { extra: api.extra as object, state: api.getState() };
  if (isNewSettingsVersion(result.meta?.response?.headers, store)) {
    api.dispatch(baseApi.util.invalidateTags(['InstanceSettings', 'Feature']));
  }
  return result;
};

/** The one api of the product; each area injects its endpoints in `endpoints/<area>.ts`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: versionedBaseQuery,
  tagTypes,
  // chat-spec section 9: unused data kept 60 s; no refetch on focus or reconnect.
  keepUnusedDataFor: delays.unusedCacheSeconds,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

import {
  instanceBrandingSettingsSchema,
  instancePersonalAgentSettingsSchema,
  paths,
} from '@parley/api-contract';
import type { InstanceBrandingSettings, InstancePersonalAgentSettings } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

/** The personalAgents tab's settings, apart from the public `InstanceSettings` answer. */
const personalAgentSettings = { type: 'InstanceSettings' as const, id: 'PERSONAL_AGENTS' };
const brandingSettings = { type: 'InstanceSettings' as const, id: 'BRANDING' };
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/**
 * Instance settings, one query and one change per console tab (issue 17). A change invalidates
 * the feature flags (`GET features` reads what it changed), so the console user's own chat and
 * menu follow at once, and the audit log.
 */
export const instanceSettingsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalAgentSettings: build.query<InstancePersonalAgentSettings, void>({
      query: () => paths.admin.personalAgentSettings(),
      responseSchema: instancePersonalAgentSettingsSchema,
      providesTags: [personalAgentSettings],
    }),
    updatePersonalAgentSettings: build.mutation<
      InstancePersonalAgentSettings,
      InstancePersonalAgentSettings
    >({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<InstancePersonalAgentSettings, InstancePersonalAgentSettings>(
          instancePersonalAgentSettingsSchema,
          input,
          (body) => ({ url: paths.admin.personalAgentSettings(), method: 'PUT', body }),
          send,
        ),
      responseSchema: instancePersonalAgentSettingsSchema,
      invalidatesTags: (_settings, error) =>
        error ? [] : [personalAgentSettings, 'Feature', auditList],
    }),
    getBrandingSettings: build.query<InstanceBrandingSettings, void>({
      query: () => paths.admin.brandingSettings(),
      responseSchema: instanceBrandingSettingsSchema,
      providesTags: [brandingSettings],
    }),
    /** The names and the footer and connections switches: the public settings refetch too. */
    updateBrandingSettings: build.mutation<InstanceBrandingSettings, InstanceBrandingSettings>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<InstanceBrandingSettings, InstanceBrandingSettings>(
          instanceBrandingSettingsSchema,
          input,
          (body) => ({ url: paths.admin.brandingSettings(), method: 'PUT', body }),
          send,
        ),
      responseSchema: instanceBrandingSettingsSchema,
      invalidatesTags: (_settings, error) =>
        error ? [] : ['InstanceSettings', 'Feature', auditList],
    }),
  }),
});

export const {
  useGetBrandingSettingsQuery,
  useGetPersonalAgentSettingsQuery,
  useUpdateBrandingSettingsMutation,
  useUpdatePersonalAgentSettingsMutation,
} = instanceSettingsAdminApi;

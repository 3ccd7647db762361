import { instancePersonalAgentSettingsSchema, paths } from '@parley/api-contract';
import type { InstancePersonalAgentSettings } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

/** The personalAgents tab's settings, apart from the public `InstanceSettings` answer. */
const personalAgentSettings = { type: 'InstanceSettings' as const, id: 'PERSONAL_AGENTS' };
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
  }),
});

export const { useGetPersonalAgentSettingsQuery, useUpdatePersonalAgentSettingsMutation } =
  instanceSettingsAdminApi;

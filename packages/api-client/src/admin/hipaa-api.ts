import { hipaaSettingsSchema, paths, updateHipaaSettingsRequestSchema } from '@parley/api-contract';
import type { HipaaSettings, UpdateHipaaSettingsRequest } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const hipaaSettings = { type: 'InstanceSettings' as const, id: 'HIPAA' };
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/** The hipaa tab (issue 17): HIPAA mode and which deployments may answer in it. */
export const hipaaAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHipaaSettings: build.query<HipaaSettings, void>({
      query: () => paths.admin.hipaaSettings(),
      responseSchema: hipaaSettingsSchema,
      providesTags: [hipaaSettings],
    }),
    updateHipaaSettings: build.mutation<HipaaSettings, UpdateHipaaSettingsRequest>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<UpdateHipaaSettingsRequest, HipaaSettings>(
          updateHipaaSettingsRequestSchema,
          input,
          (body) => ({ url: paths.admin.hipaaSettings(), method: 'PUT', body }),
          send,
        ),
      responseSchema: hipaaSettingsSchema,
      invalidatesTags: (_settings, error) => (error ? [] : [hipaaSettings, auditList]),
    }),
  }),
});

export const { useGetHipaaSettingsQuery, useUpdateHipaaSettingsMutation } = hipaaAdminApi;

import { instanceApiKeyInputSchema, instanceApiKeySchema, paths } from '@parley/api-contract';
import type { InstanceApiKey, InstanceApiKeyInput, InstanceApiKeyKind } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const apiKeyTag = (kind: InstanceApiKeyKind) => ({
  type: 'InstanceSettings' as const,
  id: `API_KEY_${kind}`,
});
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/**
 * The instance's provider keys (issue 17, apiKeys tab). The server answers only the masked key;
 * the key itself travels once, in the PUT's body.
 */
export const instanceApiKeysAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInstanceApiKey: build.query<InstanceApiKey, InstanceApiKeyKind>({
      query: (kind) => paths.admin.instanceApiKey(kind),
      responseSchema: instanceApiKeySchema,
      providesTags: (_key, _error, kind) => [apiKeyTag(kind)],
    }),
    saveInstanceApiKey: build.mutation<
      InstanceApiKey,
      { kind: InstanceApiKeyKind } & InstanceApiKeyInput
    >({
      queryFn: ({ kind, key }, _api, _extraOptions, send) =>
        sendValidated<InstanceApiKeyInput, InstanceApiKey>(
          instanceApiKeyInputSchema,
          { key },
          (body) => ({ url: paths.admin.instanceApiKey(kind), method: 'PUT', body }),
          send,
        ),
      responseSchema: instanceApiKeySchema,
      invalidatesTags: (_key, error, { kind }) => (error ? [] : [apiKeyTag(kind), auditList]),
    }),
    deleteInstanceApiKey: build.mutation<null, InstanceApiKeyKind>({
      query: (kind) => ({ url: paths.admin.instanceApiKey(kind), method: 'DELETE' }),
      invalidatesTags: (_result, error, kind) => (error ? [] : [apiKeyTag(kind), auditList]),
    }),
  }),
});

export const {
  useGetInstanceApiKeyQuery,
  useSaveInstanceApiKeyMutation,
  useDeleteInstanceApiKeyMutation,
} = instanceApiKeysAdminApi;

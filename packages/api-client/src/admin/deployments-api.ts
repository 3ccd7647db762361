import {
  defaultDeploymentSchema,
  deploymentPaths,
  modelDeploymentInputSchema,
  modelDeploymentListSchema,
  modelDeploymentSchema,
  newModelDeploymentSchema,
} from '@parley/api-contract';
import type {
  DefaultDeployment,
  ModelDeploymentInput,
  ModelDeploymentList,
  ModelDeploymentView,
  NewModelDeployment,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

/** The agents tab's list; the settings-version refetch reaches it as an `InstanceSettings` tag. */
const deployments = { type: 'InstanceSettings' as const, id: 'DEPLOYMENTS' };
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };
/** What a deployment change also changes: the tab, the hipaa tab's list, the editors' choices. */
const changed = [
  deployments,
  { type: 'InstanceSettings' as const, id: 'HIPAA' },
  { type: 'InstanceSettings' as const, id: 'AGENT_DEPLOYMENTS' },
  auditList,
];

export interface UpdateDeploymentArgs {
  deploymentName: string;
  /** `apiKey` absent keeps the stored key, null removes it, text replaces it. */
  deployment: ModelDeploymentInput;
}

/**
 * The agents tab (issue 17): the model deployments agents answer with, the default one and which
 * personal agents may use. A key travels only in a POST or PUT body; answers carry it masked.
 */
export const deploymentsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listModelDeployments: build.query<ModelDeploymentList, void>({
      query: () => deploymentPaths.list(),
      responseSchema: modelDeploymentListSchema,
      providesTags: [deployments],
    }),
    createModelDeployment: build.mutation<ModelDeploymentView, NewModelDeployment>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<NewModelDeployment, ModelDeploymentView>(
          newModelDeploymentSchema,
          input,
          (body) => ({ url: deploymentPaths.list(), method: 'POST', body }),
          send,
        ),
      responseSchema: modelDeploymentSchema,
      invalidatesTags: (_deployment, error) => (error ? [] : changed),
    }),
    updateModelDeployment: build.mutation<ModelDeploymentView, UpdateDeploymentArgs>({
      queryFn: ({ deploymentName, deployment }, _api, _extraOptions, send) =>
        sendValidated<ModelDeploymentInput, ModelDeploymentView>(
          modelDeploymentInputSchema,
          deployment,
          (body) => ({ url: deploymentPaths.one(deploymentName), method: 'PUT', body }),
          send,
        ),
      responseSchema: modelDeploymentSchema,
      invalidatesTags: (_deployment, error) => (error ? [] : changed),
    }),
    deleteModelDeployment: build.mutation<null, string>({
      query: (deploymentName) => ({ url: deploymentPaths.one(deploymentName), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    setDefaultDeployment: build.mutation<ModelDeploymentView, DefaultDeployment>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<DefaultDeployment, ModelDeploymentView>(
          defaultDeploymentSchema,
          input,
          (body) => ({ url: deploymentPaths.defaultDeployment(), method: 'PUT', body }),
          send,
        ),
      responseSchema: modelDeploymentSchema,
      invalidatesTags: (_deployment, error) => (error ? [] : changed),
    }),
  }),
});

export const {
  useCreateModelDeploymentMutation,
  useDeleteModelDeploymentMutation,
  useListModelDeploymentsQuery,
  useSetDefaultDeploymentMutation,
  useUpdateModelDeploymentMutation,
} = deploymentsAdminApi;

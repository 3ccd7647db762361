import {
  connectionInputSchema,
  connectionListSchema,
  connectionPaths,
  connectionProviderConfigurationSchema,
  connectionProviderListSchema,
  connectionSchema,
  connectionUserRoleListSchema,
} from '@parley/api-contract';
import type {
  Connection,
  ConnectionAction,
  ConnectionInput,
  ConnectionList,
  ConnectionProviderConfiguration,
  ConnectionProviderList,
  ConnectionUserRoleList,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

// A tag type of their own: a settings version raised by a connection's change (its deployments)
// refetches every `InstanceSettings` tag, which would refetch a connection just deleted.
const connectionList = { type: 'Connection' as const, id: 'LIST' };
const connectionTag = (connectionId: string) => ({
  type: 'Connection' as const,
  id: `connection:${connectionId}`,
});
/** What a save also changes: a connection's models become deployments, a crawl fills a library. */
const alsoChanged = [
  { type: 'InstanceSettings' as const, id: 'DEPLOYMENTS' },
  { type: 'InstanceSettings' as const, id: 'AGENT_DEPLOYMENTS' },
  { type: 'AuditEntry' as const, id: 'LIST' },
];

export interface UpdateConnectionArgs {
  connectionId: string;
  input: ConnectionInput;
}

export interface RunConnectionArgs {
  connectionId: string;
  action: ConnectionAction;
}

/**
 * Connections (admin-spec section 7): the list, one connection, create, update, delete, the
 * providers with their configuration (the form is drawn from it) and the roles a connection may
 * name. Secrets travel only in a save's `dynamicConfigurationData`; answers carry them masked.
 */
export const connectionsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConnections: build.query<ConnectionList, void>({
      query: () => connectionPaths.list(),
      responseSchema: connectionListSchema,
      providesTags: [connectionList],
    }),
    getConnection: build.query<Connection, string>({
      query: (connectionId) => connectionPaths.one(connectionId),
      responseSchema: connectionSchema,
      providesTags: (_connection, _error, connectionId) => [connectionTag(connectionId)],
    }),
    createConnection: build.mutation<Connection, ConnectionInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<ConnectionInput, Connection>(
          connectionInputSchema,
          input,
          (body) => ({ url: connectionPaths.list(), method: 'POST', body }),
          send,
        ),
      responseSchema: connectionSchema,
      invalidatesTags: (_connection, error) => (error ? [] : [connectionList, ...alsoChanged]),
    }),
    updateConnection: build.mutation<Connection, UpdateConnectionArgs>({
      queryFn: ({ connectionId, input }, _api, _extraOptions, send) =>
        sendValidated<ConnectionInput, Connection>(
          connectionInputSchema,
          input,
          (body) => ({ url: connectionPaths.one(connectionId), method: 'PUT', body }),
          send,
        ),
      responseSchema: connectionSchema,
      invalidatesTags: (_connection, error, { connectionId }) =>
        error ? [] : [connectionList, connectionTag(connectionId), ...alsoChanged],
    }),
    deleteConnection: build.mutation<null, string>({
      query: (connectionId) => ({ url: connectionPaths.one(connectionId), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [connectionList, ...alsoChanged]),
    }),
    /** Synchronizes an OpenAI-compatible connection's models, or queues a website's crawl. */
    runConnection: build.mutation<Connection, RunConnectionArgs>({
      query: ({ connectionId, action }) => ({
        url:
          action === 'Crawl'
            ? connectionPaths.crawl(connectionId)
            : connectionPaths.synchronizeModels(connectionId),
        method: 'POST',
      }),
      responseSchema: connectionSchema,
      invalidatesTags: (_connection, error, { connectionId }) =>
        error ? [] : [connectionList, connectionTag(connectionId), ...alsoChanged],
    }),
    listConnectionProviders: build.query<ConnectionProviderList, void>({
      query: () => connectionPaths.providers(),
      responseSchema: connectionProviderListSchema,
    }),
    getConnectionProviderConfiguration: build.query<ConnectionProviderConfiguration, string>({
      query: (providerType) => connectionPaths.providerConfiguration(providerType),
      responseSchema: connectionProviderConfigurationSchema,
      // The website's library choices change with the libraries: read it afresh per form.
      keepUnusedDataFor: 0,
    }),
    listConnectionUserRoles: build.query<ConnectionUserRoleList, void>({
      query: () => connectionPaths.userRoles(),
      responseSchema: connectionUserRoleListSchema,
    }),
  }),
});

export const {
  useCreateConnectionMutation,
  useDeleteConnectionMutation,
  useGetConnectionProviderConfigurationQuery,
  useGetConnectionQuery,
  useListConnectionProvidersQuery,
  useListConnectionsQuery,
  useListConnectionUserRolesQuery,
  useRunConnectionMutation,
  useUpdateConnectionMutation,
} = connectionsAdminApi;

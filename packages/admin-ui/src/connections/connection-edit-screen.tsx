import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import {
  useCreateConnectionMutation,
  useDeleteConnectionMutation,
  useGetConnectionProviderConfigurationQuery,
  useGetConnectionQuery,
  useListConnectionProvidersQuery,
  useListConnectionUserRolesQuery,
  useRunConnectionMutation,
  useUpdateConnectionMutation,
} from '@parley/api-client/admin';
import { connectionProviderTypeSchema } from '@parley/api-contract';
import type { Connection, ConnectionInput, ConnectionProviderType } from '@parley/api-contract';
import {
  describeServerError,
  discardingUnsavedChanges,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { ConnectionForm } from './connection-form';
import type { ConfigurationState } from './connection-form';
import { compileConfigurationForm, storedSecretNames } from './connection-form-compiler';
import {
  connectionButtonRules,
  connectionConsoleMessages as messages,
} from './connection-messages';
import { connectionConsolePaths } from './connection-paths';
import type { ConnectionFormValues } from './connection-schema';

function parsedConfiguration(connection: Connection | undefined): Record<string, unknown> {
  if (!connection) return {};
  try {
    const parsed: unknown = JSON.parse(connection.dynamicConfigurationData);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** How the server shows a stored secret: dots, then its last characters. */
const maskPrefix = '••••';

/** What a connection's last run did, and a button to run its provider's action again. */
function LastRun({ connection, canRun }: { connection: Connection; canRun: boolean }) {
  const [run, { isLoading }] = useRunConnectionMutation();
  const providers = useListConnectionProvidersQuery();
  const action = providers.data?.items.find(
    (provider) =>
      provider.connectionProviderType === connection.connectionProvider.connectionProviderType,
  )?.action;
  const start = async () => {
    if (!action) return;
    try {
      await run({ connectionId: connection.connectionId, action }).unwrap();
      notify.success(messages.runQueued);
    } catch (error) {
      notify.error(describeServerError(error).message);
    }
  };
  return (
    <Stack as="section" gap="2" aria-label={messages.lastRunHeading} maxW="3xl">
      <Text fontWeight="semibold">{messages.lastRunHeading}</Text>
      <Text>
        {connection.lastRun ? messages.runSummary(connection.lastRun) : messages.neverRun}
      </Text>
      {connection.lastRun?.problems.map((problem) => (
        <Text key={problem} color="fg.muted" textStyle="sm">
          {problem}
        </Text>
      ))}
      {action && (
        <HStack>
          <Button
            type="button"
            variant="outline"
            loading={isLoading}
            disabled={!canRun}
            onClick={() => void start()}
          >
            {messages.runNow[action]}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The form with the provider's settings, the roles and the calls that save and delete. */
function ConnectionEditor({
  connection,
  providerType,
  providerName,
}: {
  connection: Connection | undefined;
  providerType: ConnectionProviderType;
  providerName: string;
}) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(connectionButtonRules);
  const roles = useListConnectionUserRolesQuery();
  const configuration = useGetConnectionProviderConfigurationQuery(providerType);
  const [createConnection] = useCreateConnectionMutation();
  const [updateConnection] = useUpdateConnectionMutation();
  const [deleteConnection] = useDeleteConnectionMutation();
  const stored = useMemo(() => parsedConfiguration(connection), [connection]);
  const backToList = () => void navigate(connectionConsolePaths.list);

  const compiled = useMemo(() => {
    if (!configuration.data) return undefined;
    const { jsonSchema, uiSchema } = configuration.data;
    return compileConfigurationForm(jsonSchema, uiSchema, storedSecretNames(jsonSchema, stored));
  }, [configuration.data, stored]);
  const configurationState: ConfigurationState = compiled
    ? { status: 'ready', form: compiled }
    : configuration.isError
      ? {
          status: 'error',
          error: configuration.error,
          onRetry: () => void configuration.refetch(),
        }
      : { status: 'loading' };

  const maskedSecrets = useMemo(() => {
    if (!configuration.data) return {};
    const names = storedSecretNames(configuration.data.jsonSchema, stored);
    return Object.fromEntries([...names].map((name) => [name, String(stored[name])]));
  }, [configuration.data, stored]);

  const initialValues = useMemo<ConnectionFormValues>(() => {
    const settings: ConnectionFormValues['dynamicConfigurationData'] = {};
    for (const [name, value] of Object.entries(stored)) {
      // Secrets are never round-tripped: the form holds none (the server answers them masked,
      // `••••abcd`) until one is replaced.
      if (typeof value === 'string' && value.startsWith(maskPrefix)) continue;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        settings[name] = value;
      }
    }
    return {
      name: connection?.name ?? '',
      description: connection?.description ?? '',
      userRoleIds: connection?.userRoles.map((role) => role.userRoleId) ?? [],
      dynamicConfigurationData: settings,
    };
  }, [connection, stored]);

  const save = async (input: ConnectionInput) => {
    try {
      if (connection) {
        await updateConnection({ connectionId: connection.connectionId, input }).unwrap();
      } else {
        await createConnection(input).unwrap();
      }
    } catch (error) {
      notify.error(messages.saveFailed);
      throw error;
    }
    notify.success(messages.saved);
    backToList();
  };

  const remove = connection
    ? async () => {
        try {
          await deleteConnection(connection.connectionId).unwrap();
        } catch (error) {
          notify.error(messages.deleteFailed);
          throw error;
        }
        notify.success(messages.deleted);
        void navigate(connectionConsolePaths.list, discardingUnsavedChanges);
      }
    : undefined;

  return (
    <Stack gap="8">
      {connection && <LastRun connection={connection} canRun={reasons.write === undefined} />}
      <ConnectionForm
        providerType={providerType}
        providerName={providerName}
        initialValues={initialValues}
        configuration={configurationState}
        maskedSecrets={maskedSecrets}
        roles={{
          status: roles.data ? 'ready' : roles.isError ? 'error' : 'loading',
          options:
            roles.data?.items.map((role) => ({ value: role.userRoleId, label: role.name })) ?? [],
          error: roles.error,
          onRetry: () => void roles.refetch(),
        }}
        onSubmit={save}
        onCancel={backToList}
        onDelete={remove}
        readOnlyReason={connection ? reasons.write : reasons.create}
        deleteReason={reasons.delete}
      />
    </Stack>
  );
}

/** `/admin/connection/new` without a provider: the providers to choose from. */
function ProviderChoice() {
  const providers = useListConnectionProvidersQuery();
  if (providers.isError) {
    return (
      <LoadFailedState
        title={messages.providersLoadFailed}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        back={{ to: connectionConsolePaths.list, label: messages.backToList }}
      />
    );
  }
  if (!providers.data) return <LoadingState label="Loading" />;
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-label={messages.chooseProvider}>
      {providers.data.items.map((provider) => (
        <Stack as="li" key={provider.connectionProviderType} gap="1">
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={connectionConsolePaths.newOf(provider.connectionProviderType)}>
              {messages.newConnection(provider.name)}
            </RouterLink>
          </Link>
          <Text color="fg.muted">{provider.description}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** A new connection of the provider in the address's `providerType`. */
function NewConnection({ providerType }: { providerType: ConnectionProviderType }) {
  const providers = useListConnectionProvidersQuery();
  const provider = providers.data?.items.find(
    (candidate) => candidate.connectionProviderType === providerType,
  );
  if (!providers.data) return <LoadingState label="Loading" />;
  return (
    <ConnectionEditor
      key={providerType}
      connection={undefined}
      providerType={providerType}
      providerName={provider?.name ?? providerType}
    />
  );
}

/**
 * `/admin/connection/new?providerType=...` and `/admin/connection/{connectionId}/edit`
 * (admin-spec section 2): a connection's form; after a save or a delete, a snackbar and back to
 * the list.
 */
export function ConnectionEditScreen() {
  const { connectionId } = useParams<{ connectionId: string }>();
  const [search] = useSearchParams();
  const editing = connectionId !== undefined;
  const connection = useGetConnectionQuery(connectionId ?? skipToken);
  const requested = connectionProviderTypeSchema.safeParse(search.get('providerType'));

  let body;
  if (!editing) {
    body = requested.success ? <NewConnection providerType={requested.data} /> : <ProviderChoice />;
  } else if (connection.data) {
    body = (
      <ConnectionEditor
        key={connection.data.connectionId}
        connection={connection.data}
        providerType={connection.data.connectionProvider.connectionProviderType}
        providerName={connection.data.connectionProvider.name}
      />
    );
  } else if (connection.isError) {
    body = (
      <LoadFailedState
        title={messages.loadFailed}
        error={connection.error}
        onRetry={() => void connection.refetch()}
        back={{ to: connectionConsolePaths.list, label: messages.backToList }}
      />
    );
  } else {
    body = <LoadingState label="Loading" />;
  }

  return (
    <ConsolePage
      title={editing ? messages.editTitle : messages.newTitle}
      description={editing ? messages.editDescription : messages.newDescription}
    >
      {body}
    </ConsolePage>
  );
}

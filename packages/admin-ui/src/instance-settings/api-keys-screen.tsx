import { Stack } from '@chakra-ui/react';
import { instanceApiKeyKinds } from '@parley/api-contract';
import type { InstanceApiKeyKind } from '@parley/api-contract';
import {
  useDeleteInstanceApiKeyMutation,
  useGetInstanceApiKeyQuery,
  useSaveInstanceApiKeyMutation,
} from '@parley/api-client/admin';
import { describeServerError, LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import { useActionReasons } from '../console/use-permissions';
import { ApiKeyForm } from './api-key-form';
import { apiKeysMessages as messages } from './api-keys-messages';
import { instanceSettingsButtonRules } from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';

/** One provider key: loaded on its own, saved and deleted through its own calls. */
function ApiKeySection({
  kind,
  readOnlyReason,
}: {
  kind: InstanceApiKeyKind;
  readOnlyReason: string | undefined;
}) {
  const query = useGetInstanceApiKeyQuery(kind);
  const [save] = useSaveInstanceApiKeyMutation();
  const [remove] = useDeleteInstanceApiKeyMutation();
  const { label } = messages.keys[kind];
  const apiKey = query.currentData;
  if (apiKey) {
    return (
      <ApiKeyForm
        apiKey={apiKey}
        readOnlyReason={readOnlyReason}
        onSave={async (key) => {
          await save({ kind, key }).unwrap();
          notify.success(messages.saved(label));
        }}
        onDelete={async () => {
          try {
            await remove(kind).unwrap();
            notify.success(messages.deleted(label));
          } catch (error) {
            notify.error(messages.deleteFailed(label), describeServerError(error).message);
          }
        }}
      />
    );
  }
  return query.isError ? (
    <LoadFailedState
      title={messages.loadFailed}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <LoadingState label={messages.loading} />
  );
}

/**
 * `/admin/instanceSettings/apiKeys` (issue 17), the default tab: the Claude-type model provider
 * key and the Bing-type search key, each masked once saved.
 */
export function ApiKeysSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  return (
    <InstanceSettingsPage tab="apiKeys">
      <Stack gap="10">
        {instanceApiKeyKinds.map((kind) => (
          <ApiKeySection key={kind} kind={kind} readOnlyReason={reasons.write} />
        ))}
      </Stack>
    </InstanceSettingsPage>
  );
}

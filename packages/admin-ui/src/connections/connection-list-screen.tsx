import { useListConnectionProvidersQuery, useListConnectionsQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  connectionButtonRules,
  connectionConsoleMessages as messages,
} from './connection-messages';
import { connectionConsolePaths } from './connection-paths';
import { ConnectionTable } from './connection-table';

/**
 * `/admin/connection` (admin-spec section 2, shown while connections are enabled): the
 * connections, and a New button per provider for a user who may create one (for others disabled,
 * saying why).
 */
export function ConnectionListScreen() {
  const { ready, reasons } = useActionReasons(connectionButtonRules);
  const source = useListSource(useListConnectionsQuery());
  const providers = useListConnectionProvidersQuery();
  return (
    <ConsolePage
      title={messages.listTitle}
      description={messages.listDescription}
      actions={
        <>
          {providers.data?.items.map((provider) => (
            <ButtonWithReason
              key={provider.connectionProviderType}
              to={connectionConsolePaths.newOf(provider.connectionProviderType)}
              colorPalette="brand"
              disabled={!ready}
              disabledReason={reasons.create}
              reasonAlign="end"
            >
              {messages.newConnection(provider.name)}
            </ButtonWithReason>
          ))}
        </>
      }
    >
      <ConnectionTable source={source} />
    </ConsolePage>
  );
}

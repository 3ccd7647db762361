import { useListDataSourcesQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import {
  dataSourceButtonRules,
  dataSourceConsoleMessages as messages,
} from './data-source-messages';
import { dataSourceConsolePaths } from './data-source-paths';
import { DataSourceTable } from './data-source-table';

/**
 * `/admin/datasource` (admin-spec section 2): the file libraries with their type, how many files
 * are in each status and the agents answering from them, and New library for a user who may
 * create one (for others disabled, saying why).
 */
export function DataSourceListScreen() {
  const { ready, reasons } = useActionReasons(dataSourceButtonRules);
  const source = useListSource(useListDataSourcesQuery());
  return (
    <ConsolePage
      title={messages.listTitle}
      description={messages.listDescription}
      actions={
        <ButtonWithReason
          to={dataSourceConsolePaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {messages.newLibrary}
        </ButtonWithReason>
      }
    >
      <DataSourceTable source={source} />
    </ConsolePage>
  );
}

import { dataSourcePaths, deploymentPaths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import type { RenderConsoleOptions } from '../testing/console-harness';
import {
  DataSourceEditScreen,
  NewDataSourceScreen,
  NewTypedDataSourceScreen,
  UntypedDataSourceEditScreen,
} from './data-source-edit-screen';
import { sampleLibraries } from './data-source-fixtures';
import { DataSourceListScreen } from './data-source-list-screen';
import { dataSourceConsoleMessages } from './data-source-messages';

/** The data-source routes as the console mounts them, under their guard, for `renderConsole`. */
export const dataSourceScreens = {
  menuPath: dataSourceConsoleMessages.menuPath,
  pages: {
    '/datasource': <DataSourceListScreen />,
    '/datasource/new': <NewDataSourceScreen />,
    '/datasource/:dataSourceId/edit': <UntypedDataSourceEditScreen />,
    '/datasource/:dataSourceType/:endpointsType/new': <NewTypedDataSourceScreen />,
    '/datasource/:dataSourceType/:endpointsType/:dataSourceId/edit': <DataSourceEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;

/** The lists the screens read besides what a test is about. */
export const dataSourceListsApi: ApiRoutes = {
  [`GET ${dataSourcePaths.list()}`]: { body: { items: sampleLibraries } },
  [`GET ${deploymentPaths.list()}`]: { body: { items: [] } },
};

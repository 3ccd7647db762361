import { connectionPaths, paths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import type { RenderConsoleOptions } from '../testing/console-harness';
import { ConnectionEditScreen } from './connection-edit-screen';
import {
  sampleConnectionRoles,
  sampleOpenAiConfiguration,
  sampleProviders,
  sampleWebsiteConfiguration,
} from './connection-fixtures';
import { ConnectionListScreen } from './connection-list-screen';
import { connectionConsoleMessages } from './connection-messages';

/** The connection routes as the console mounts them, under their guard, for `renderConsole`. */
export const connectionScreens = {
  menuPath: connectionConsoleMessages.menuPath,
  pages: {
    '/connection': <ConnectionListScreen />,
    '/connection/new': <ConnectionEditScreen />,
    '/connection/:connectionId/edit': <ConnectionEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;

/** What the screens read besides what a test is about. */
export const connectionListsApi: ApiRoutes = {
  // The connection screens are shown only while the instance allows connections.
  [`GET ${paths.features()}`]: {
    body: { AllowUserCreatedGptSystems: false, AllowConnections: true, ShowFooter: false },
  },
  [`GET ${connectionPaths.list()}`]: { body: { items: [] } },
  [`GET ${connectionPaths.providers()}`]: { body: { items: sampleProviders } },
  [`GET ${connectionPaths.userRoles()}`]: { body: { items: sampleConnectionRoles } },
  [`GET ${connectionPaths.providerConfiguration('openai-compatible')}`]: {
    body: sampleOpenAiConfiguration,
  },
  [`GET ${connectionPaths.providerConfiguration('website')}`]: {
    body: sampleWebsiteConfiguration,
  },
};

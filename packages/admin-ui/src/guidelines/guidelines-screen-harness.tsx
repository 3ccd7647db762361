import { guidelinesPaths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import type { RenderConsoleOptions } from '../testing/console-harness';
import { GuidelinesEditScreen, NewGuidelinesScreen } from './guidelines-edit-screen';
import { sampleTemplates } from './guidelines-fixtures';
import { GuidelinesListScreen } from './guidelines-list-screen';
import { guidelinesConsoleMessages } from './guidelines-messages';
import {
  GuidelinesTemplateEditScreen,
  GuidelinesTemplateListScreen,
} from './guidelines-template-screens';

/** The guidelines routes as the console mounts them, under their guard, for `renderConsole`. */
export const guidelinesScreens = {
  menuPath: guidelinesConsoleMessages.menuPath,
  pages: {
    '/guidelines': <GuidelinesListScreen />,
    '/guidelines/new': <NewGuidelinesScreen />,
    '/guidelines/:guidelinesDocumentId/edit': <GuidelinesEditScreen />,
    '/guidelines/templates': <GuidelinesTemplateListScreen />,
    '/guidelines/template/new': <GuidelinesTemplateEditScreen />,
    '/guidelines/template/:id/edit': <GuidelinesTemplateEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;

/** The lists the screens read besides what a test is about. */
export const guidelinesListsApi: ApiRoutes = {
  [`GET ${guidelinesPaths.documents()}`]: { body: { items: [] } },
  [`GET ${guidelinesPaths.templates()}`]: { body: { items: sampleTemplates } },
};

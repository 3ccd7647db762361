import { paths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import type { RenderConsoleOptions } from '../testing/console-harness';
import { NoticeEditScreen } from './notice-edit-screen';
import { sampleBrandList } from './notice-fixtures';
import { NoticeListScreen } from './notice-list-screen';
import { noticeScreenMessages } from './notice-messages';

/** The notice routes as the console mounts them, under their guard, for `renderConsole`. */
export const noticeScreens = {
  menuPath: noticeScreenMessages.menuPath,
  pages: {
    '/notices': <NoticeListScreen />,
    '/notices/new': <NoticeEditScreen />,
    '/notices/:noticeId/edit': <NoticeEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;

/** The brands a notice chooses from. */
export const noticeChoicesApi: ApiRoutes = {
  [`GET ${paths.admin.brands()}`]: { body: sampleBrandList },
};

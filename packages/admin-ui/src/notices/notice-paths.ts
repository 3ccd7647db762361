import { resourcePaths } from '../console/console-paths';

/** The notice screens' addresses, relative to the console's basename (/admin). */
export const noticeScreenPaths = resourcePaths('/notices');
